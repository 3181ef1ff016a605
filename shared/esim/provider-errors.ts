/**
 * The eSIM provider port's errors (server/adapters/esim/esim-provider.ts), here so both sides of
 * the port can use them: the adapters that throw them, and the domain, which throws them from the
 * supplier-backed provider and turns them into the job queue's outcomes.
 */

/**
 * The provider refused or failed a call. `retry` (the default): provisioning tries again later;
 * `permanent`: trying again cannot help (an unknown package, none left, not allowed), so the
 * order goes straight to settling and its refund.
 */
export class EsimProviderError extends Error {
  override name = "EsimProviderError";
  constructor(
    message: string,
    readonly outcome: "retry" | "permanent" = "retry",
  ) {
    super(message);
  }
}

/** The order is placed and its profile is being allocated: ask again after `retryAfterMs`, or when the supplier says it is ready. */
export class EsimPendingError extends Error {
  override name = "EsimPendingError";
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}
