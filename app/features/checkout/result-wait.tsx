/**
 * What a result page shows while it waits for the provider (/topup-success, /recharge-success):
 * a spinner. With JavaScript the page asks through the API (use-result-polling.ts); without, it
 * reloads itself (`waitingResultPage`: its handle's refresh, which the server writes into the head).
 */
import { bareWaitingPage } from "./waiting-page.ts";
import { RESULT_RELOAD_S } from "./use-result-polling.ts";

export function ResultWait() {
  return <div className="spinner" aria-hidden="true" />;
}

/** The handle of a result page that waits while `waiting(data)`: bare, and reloading every RESULT_RELOAD_S without JavaScript. */
export const waitingResultPage = <Data,>(waiting: (data: Data) => boolean) => bareWaitingPage<Data>((data) => (waiting(data) ? String(RESULT_RELOAD_S) : null));
