/**
 * A supplier whose every call is reported to `observe` with its outcome and time (the metrics'
 * supplier series, docs/OPERATIONS.md#metrics): "ok", the SupplierError's kind (`retryable`,
 * `ambiguous`, `auth`, ...), or "error" for anything else. The calls themselves are unchanged:
 * same answers, same errors.
 */
import { SupplierError, type EsimSupplier } from "./supplier.ts";

export type SupplierCallObserver = (supplier: string, call: string, outcome: string, seconds: number) => void;

/**
 * The calls that go out to the supplier, the port's and an adapter's own (eSIM Access's
 * `saveWebhook`); `readWebhook` reads a delivery that came in and is not one.
 */
const CALLS = ["listPackages", "topupPackagesFor", "balance", "order", "findOrder", "orderProfiles", "profile", "cancel", "topup", "saveWebhook"] as const;

export function observedSupplier<S extends EsimSupplier>(supplier: S, observe: SupplierCallObserver): S {
  // Whatever is not a call (the name, the capabilities, readWebhook) is the adapter's own, read through.
  const observed = Object.create(supplier) as Record<string, unknown>;
  for (const call of CALLS) {
    const method = (supplier as unknown as Record<string, unknown>)[call];
    if (typeof method !== "function") continue;
    observed[call] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        const answer: unknown = await (method as (...a: unknown[]) => Promise<unknown>).apply(supplier, args);
        observe(supplier.name, call, "ok", (performance.now() - started) / 1_000);
        return answer;
      } catch (err) {
        observe(supplier.name, call, err instanceof SupplierError ? err.failure : "error", (performance.now() - started) / 1_000);
        throw err;
      }
    };
  }
  return observed as unknown as S;
}
