/**
 * Just enough of RFC 5322 / MIME to show an outbox `.eml` written by nodemailer: unfolded
 * headers, encoded-word subjects, and the decoded text/plain part. For the development mailbox
 * only; a real mail client reads the files in full.
 */
export interface EmlSummary {
  to: string;
  subject: string;
  date: string;
  text: string;
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

const utf8 = (bytes: number[]) => new TextDecoder().decode(new Uint8Array(bytes));

function decodeQuotedPrintable(text: string, inHeader = false): string {
  const source = inHeader ? text.replace(/_/g, " ") : text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source[i] === "=" ? source.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(source[i]));
    }
  }
  return utf8(bytes);
}

const decodeBase64 = (text: string) => Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");

/** `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words, adjacent ones joined. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_m, enc: string, data: string) => (enc.toUpperCase() === "B" ? decodeBase64(data) : decodeQuotedPrintable(data, true)));
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding?.toLowerCase() === "base64") return decodeBase64(body);
  return body;
}

function splitHead(raw: string): [string, string] {
  const m = /\r?\n\r?\n/.exec(raw);
  return m ? [raw.slice(0, m.index), raw.slice(m.index + m[0].length)] : [raw, ""];
}

/** The text/plain part of a (possibly multipart) message, decoded. */
function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return type.toLowerCase().startsWith("text/plain") ? decodeBody(body, headers.get("content-transfer-encoding")) : "";
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const [head, partBody] = splitHead(part.replace(/^\r?\n/, ""));
    const text = plainText(headersOf(head), partBody.replace(/\r?\n$/, ""));
    if (text) return text;
  }
  return "";
}

export function readEml(raw: string): EmlSummary {
  const [head, body] = splitHead(raw);
  const headers = headersOf(head);
  return {
    to: decodeHeader(headers.get("to") ?? ""),
    subject: decodeHeader(headers.get("subject") ?? ""),
    date: headers.get("date") ?? "",
    text: plainText(headers, body).trim(),
  };
}
