/**
 * How the eSIM provider's answers steer the fulfilment jobs: an eSIM still being allocated is a
 * wait that spends no attempt; a refusal that trying again cannot fix ends the job now (it
 * settles and refunds) instead of after its remaining attempts.
 */
import { EsimPendingError, EsimProviderError } from "../../../shared/esim/provider-errors.ts";
import { JobFailedForGood, JobWaiting } from "../jobs/index.ts";

export async function asJobOutcome<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof EsimPendingError) throw new JobWaiting(err.message, err.retryAfterMs);
    if (err instanceof EsimProviderError && err.outcome === "permanent") throw new JobFailedForGood(err.message);
    throw err;
  }
}
