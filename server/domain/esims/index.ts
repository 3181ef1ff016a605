/** eSIMs (docs/CHECKOUT.md#delivery-and-access): provisioning at the provider, their states and usage, top-ups, and what delivery shows. */
export { createEsimsService, FINAL_VALIDITY, InvalidEsimError, REFRESH_AFTER_MS, TopupNotRecordedError, type AppliedTopup, type DeliveryView, type EsimRow, type EsimsService, type ProvisionOrder } from "./esims-service.ts";
