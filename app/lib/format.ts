/** Display helpers shared by pages: prices, speeds, plan titles. */
import type { Price } from "../../shared/api/catalog.ts";
import { displayPrice, type CurrencyCode } from "../../shared/money.ts";

export function formatPrice(price: Pick<Price, "symbol" | "amount">): string {
  return `${price.symbol}${price.amount}`;
}

/** Price of `units` times a USD amount, converted once (so truncation happens once, as charged). */
export function multipliedPrice(usdMinor: number, units: number, currency: CurrencyCode): string {
  return formatPrice(displayPrice(usdMinor * units, currency));
}

export function formatSpeed(kbps: number): string {
  return kbps >= 1024 ? `${kbps / 1024} Mbps` : `${kbps} kbps`;
}
