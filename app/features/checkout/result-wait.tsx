/**
 * What a result page shows while it waits for the provider (/topup-success, /recharge-success):
 * a spinner and, read only when scripting is off, a refresh that reloads the page, whose loader
 * asks again. With JavaScript the page asks through the API instead (use-result-polling.ts).
 */
import { RESULT_RELOAD_S } from "./use-result-polling.ts";

export function ResultWait() {
  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content={String(RESULT_RELOAD_S)} />
      </noscript>
      <div className="spinner" aria-hidden="true" />
    </>
  );
}
