/**
 * A supplier whose every call is reported to `observe` with its outcome and time (the metrics'
 * supplier series, docs/OPERATIONS.md#metrics): "ok", the SupplierError's kind (`retryable`,
 * `ambiguous`, `auth`, ...), or "error" for anything else. The calls themselves are unchanged:
 * same answers, same errors.
 */
import { SupplierError, type EsimSupplier } from "./supplier.ts";

export type SupplierCallObserver = (supplier: string, call: string, outcome: string, seconds: number) => void;

/** The calls that go out to the supplier; `readWebhook` reads a delivery that came in and is not one. */
const CALLS = ["listPackages", "topupPackagesFor", "balance", "order", "findOrder", "orderProfiles", "profile", "cancel", "topup"] as const;

export function observedSupplier(supplier: EsimSupplier, observe: SupplierCallObserver): EsimSupplier {
  const observed: Record<string, unknown> = {};
  for (const call of CALLS) {
    const method = supplier[call] as (...args: unknown[]) => Promise<unknown>;
    observed[call] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        const answer = await method.apply(supplier, args);
        observe(supplier.name, call, "ok", (performance.now() - started) / 1_000);
        return answer;
      } catch (err) {
        observe(supplier.name, call, err instanceof SupplierError ? err.failure : "error", (performance.now() - started) / 1_000);
        throw err;
      }
    };
  }
  return {
    name: supplier.name,
    capabilities: supplier.capabilities,
    readWebhook: (delivery) => supplier.readWebhook(delivery),
    ...(observed as Pick<EsimSupplier, (typeof CALLS)[number]>),
  };
}
