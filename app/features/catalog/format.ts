/** Display helpers shared by pages: prices, speeds, plan titles. */
import type { Price } from "../../../shared/api/catalog.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { convertUsdMinor, formatMoney, type CurrencyCode } from "../../../shared/money.ts";

/** A price as the page's language writes it (PRODUCT.md#money-display). */
export function formatPrice(price: Pick<Price, "minor" | "currency">, lang: Lang): string {
  return formatMoney(price.minor, price.currency, lang);
}

/** Price of `units` times a USD amount, converted once (so truncation happens once, as charged). */
export function multipliedPrice(usdMinor: number, units: number, currency: CurrencyCode, lang: Lang): string {
  return formatMoney(convertUsdMinor(usdMinor * units, currency), currency, lang);
}

export function formatSpeed(kbps: number): string {
  // No-break space as in shared/data-units.ts (not imported: this file is in every page's shell).
  return kbps >= 1024 ? `${kbps / 1024}\u00a0Mbps` : `${kbps}\u00a0kbps`;
}
