/** Wholesale supply (docs/SUPPLIERS.md#fulfilment): orders placed at a supplier, reconciled, and the supplier's webhooks. */
export { createSupplierEsimProvider, matchTopupPackage, type SupplierProviderDeps } from "./supplier-esim-provider.ts";
export { createSupplierEvents, registerSupplierEventJobs, supplierEventJob, type SupplierEvents } from "./supplier-events.ts";
export { SUPPLIER_ORDER_STATES, type SupplierOrderState } from "./supplier-order-machine.ts";
export { supplierOrderFor, type SupplierOrderRow } from "./supply-repository.ts";
