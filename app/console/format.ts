/** How the console writes money and facts: USD minor units in the member's language, and an event's details as one line. */
export function usdOf(lang: string): (minor: number) => string {
  const format = new Intl.NumberFormat(lang, { style: "currency", currency: "USD" });
  return (minor) => format.format(minor / 100);
}

/**
 * A dollar amount as typed in minor units, exactly, or null: "12", "12.5", "1,234.00", and with a
 * decimal comma as German, Spanish and Turkish write it ("4,50", "1.234,00"). A lone separator
 * before three digits ("1,234", "1.234") could be either, and is refused rather than guessed.
 */
export function minorOfTyped(text: string): number | null {
  let plain = text.trim().replace(/[$\s\u00a0]/g, "");
  const lastDot = plain.lastIndexOf(".");
  const lastComma = plain.lastIndexOf(",");
  if (lastDot !== -1 && lastComma !== -1) {
    // Both: the later one is the decimal separator, the other groups thousands.
    const [group, decimal] = lastDot > lastComma ? [",", "."] : [".", ","];
    plain = plain.replaceAll(group, "").replace(decimal, ".");
  } else if (lastComma !== -1 || lastDot !== -1) {
    const at = Math.max(lastComma, lastDot);
    if (plain.length - at - 1 === 3) return null;
    plain = plain.replace(",", ".");
  }
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * A whole number of hundredths as a plain decimal with two places, whatever the member's
 * language: 1234 -> "12.34", -5 -> "-0.05". For files read by programs (the partners' CSV), where
 * a localized "12,34 $" would not add up; exact, never through a float.
 */
export function plainHundredths(value: number): string {
  const abs = Math.abs(value);
  return `${value < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A rate in basis points as a percentage in the member's language: 1000 -> "10%", 750 -> "7.5%". */
export function percentOfBps(lang: string): (bps: number) => string {
  const format = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 2 });
  return (bps) => format.format(bps / 10_000);
}

/** A few facts as `key: value` pairs on one line; objects as JSON. */
export const factsLine = (facts: Record<string, unknown> | null | undefined): string =>
  facts
    ? Object.entries(facts)
        .filter(([, v]) => v !== null && v !== undefined && v !== "")
        .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
        .join(", ")
    : "";
