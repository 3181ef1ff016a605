/**
 * Wholesale supply (docs/SUPPLIERS.md): orders placed at a supplier and reconciled, the
 * supplier's webhooks, the check before a payment starts (is the plan sold, does the prepaid
 * balance cover it), and the operator's alert when that balance runs low.
 */
export { createSupplierEsimProvider, matchTopupPackage, type SupplierProviderDeps } from "./supplier-esim-provider.ts";
export { createSupplierEvents, registerSupplierEventJobs, supplierEventJob, type SupplierEvents } from "./supplier-events.ts";
export { SUPPLIER_ORDER_STATES, type SupplierOrderState } from "./supplier-order-machine.ts";
export {
  ambiguousSupplierOrders,
  ignoredSupplierEventsSince,
  supplierEventsAbout,
  supplierOrderFor,
  supplierOrdersFor,
  type EventSubjects,
  type SupplierEventRow,
  type SupplierOrderRow,
} from "./supply-repository.ts";
export { createSupplyGate, type LowBalance, type Orderable, type SupplyGate, type SupplyGateDeps, type SupplyPlan } from "./supply-gate.ts";
export { createLowBalanceAlert, lowBalanceAlertsSince, lowBalanceJob, lowBalanceKey, type LowBalanceAlert, type LowBalanceAlertDeps } from "./low-balance-alert.ts";
