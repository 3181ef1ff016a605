/**
 * Which stored encoding of an answer to send (RFC 9110 section 12.5.3): brotli when the client
 * accepts it, else gzip, else the plain bytes. Answers kept compressed (the catalogue reads'
 * cache) are sent this way without compressing them again per request; browsers all accept both.
 */
export type StoredEncoding = "br" | "gzip";

/** The q-value each coding is given, `*` standing for any not named; absent or malformed: not accepted. */
function qualities(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const m = /^q=([01](?:\.\d{0,3})?)$/.exec(param);
      if (m) q = Number(m[1]);
    }
    // "x-gzip" is gzip (RFC 9110 section 8.4.1.3).
    accepted.set(name === "x-gzip" ? "gzip" : name, Math.min(q, 1));
  }
  return accepted;
}

export function preferredEncoding(header: string | string[] | undefined): StoredEncoding | null {
  if (header === undefined) return null;
  const accepted = qualities(Array.isArray(header) ? header.join(",") : header);
  const q = (coding: StoredEncoding) => accepted.get(coding) ?? accepted.get("*") ?? 0;
  if (q("br") > 0 && q("br") >= q("gzip")) return "br";
  if (q("gzip") > 0) return "gzip";
  return null;
}
