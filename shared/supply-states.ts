/** The states of an order placed at an eSIM supplier (server/domain/supply/supplier-order-machine.ts says what each means), here so the schema can name them. */
export const SUPPLIER_ORDER_STATES = ["SENDING", "PLACED", "REFUSED", "DONE", "ABANDONED"] as const;
export type SupplierOrderState = (typeof SUPPLIER_ORDER_STATES)[number];

/** The wholesale suppliers the store has adapters for (`EsimSupplier.name`), here so a catalogue file can name them. */
export const SUPPLIER_NAMES = ["esimaccess", "airalo"] as const;
export type SupplierName = (typeof SUPPLIER_NAMES)[number];
