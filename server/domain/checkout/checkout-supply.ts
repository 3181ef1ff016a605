/**
 * What the checkout asks of supply (wired in server/services.ts: the supply gate of
 * server/domain/supply): whether the supplier that fulfils orders can fulfil one of this plan
 * now. Asked before an order is written, so a refusal charges nothing.
 */
export interface CheckoutSupply {
  /** `costE4` is the order's cost at the supplier in 1/10,000 USD (a daily plan's per day times the days). */
  checkOrderable(plan: { supplier: string | null; supplierPackageCode: string | null; costE4: number | null; active: boolean }): Promise<"ok" | "unavailable">;
}
