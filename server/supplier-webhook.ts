/**
 * Tells ESIM_PROVIDER's supplier where its webhooks go, once the store listens. eSIM Access takes
 * the address by API (`webhook/save`) and keeps the last one it was given, so every start
 * registers PUBLIC_URL with the secret ESIMACCESS_WEBHOOK_TOKEN again: a changed address or token
 * takes effect with the restart that brings it, on every instance alike. Airalo's address is set
 * in its partner dashboard, and without the token eSIM Access has no address to be given: both
 * are left alone.
 *
 * Best effort: a supplier that refuses or cannot be reached must not stop a store from starting,
 * and the store polls for allocations anyway (slower deliveries until the next start), so the
 * failure is a warning for the operator. The token is a secret: the log names the address
 * without it.
 */
import { esimAccessWebhookPath, type EsimAccessSupplier } from "./adapters/esim/esimaccess/esimaccess-supplier.ts";
import type { EsimSupplier } from "./adapters/esim/supplier.ts";
import type { Config } from "./config.ts";

export interface WebhookRegistrationLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export type WebhookRegistration = "registered" | "failed" | "not-registered";

/** The eSIM Access adapter registers its address by API; a supplier handed in by a test may not. */
const savesWebhook = (supplier: EsimSupplier): supplier is EsimAccessSupplier => typeof (supplier as Partial<EsimAccessSupplier>).saveWebhook === "function";

/** Never throws: how it went is logged, and answered for tests. */
export async function registerSupplierWebhook(config: Config, supplier: EsimSupplier | undefined, log: WebhookRegistrationLog): Promise<WebhookRegistration> {
  const token = config.suppliers.esimaccess?.webhookToken;
  if (config.esim.provider !== "esimaccess" || !token || !supplier || !savesWebhook(supplier)) return "not-registered";
  const shown = `${config.publicUrl}${esimAccessWebhookPath("…")}`;
  try {
    await supplier.saveWebhook(`${config.publicUrl}${esimAccessWebhookPath(token)}`);
    log.info({ supplier: supplier.name, webhook: shown }, "webhook address registered at the eSIM supplier");
    return "registered";
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    log.warn(
      { supplier: supplier.name, webhook: shown, reason },
      "webhook address not registered at the eSIM supplier: it cannot tell the store of allocations and usage, so the store polls until the next start",
    );
    return "failed";
  }
}
