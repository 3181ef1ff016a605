/** How the console writes money and facts: USD minor units in the member's language, and an event's details as one line. */
export function usdOf(lang: string): (minor: number) => string {
  const format = new Intl.NumberFormat(lang, { style: "currency", currency: "USD" });
  return (minor) => format.format(minor / 100);
}

/** A dollar amount as typed ("12", "12.5", "12.50", "1,234.00") in exact minor units, or null. */
export function minorOfTyped(text: string): number | null {
  const plain = text.trim().replace(/[$,\s]/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** A few facts as `key: value` pairs on one line; objects as JSON. */
export const factsLine = (facts: Record<string, unknown> | null | undefined): string =>
  facts
    ? Object.entries(facts)
        .filter(([, v]) => v !== null && v !== undefined && v !== "")
        .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
        .join(", ")
    : "";
