/**
 * Supply (docs/SUPPLIERS.md): what the store checks and watches at its wholesale supplier. The
 * gate before a payment starts (is the plan sold, does the prepaid balance cover it) and the
 * operator's alert when that balance runs low.
 */
export { createSupplyGate, type LowBalance, type Orderable, type SupplyGate, type SupplyGateDeps, type SupplyPlan } from "./supply-gate.ts";
export { createLowBalanceAlert, lowBalanceJob, lowBalanceKey, type LowBalanceAlert, type LowBalanceAlertDeps } from "./low-balance-alert.ts";
