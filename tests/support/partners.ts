/** Partner calls through the API, shared by the API tests of the partner programme. */
import { call, type TestApp } from "./test-app.ts";
import { MERCHANT_LOOKUP_PATH } from "../../server/http/partner-routes.ts";

export function partnerCalls(t: TestApp) {
  /** The affiliate service's short-code lookup: plain JSON, outside the API's envelope. */
  async function lookUp(body: unknown) {
    const res = await t.app.inject({ method: "POST", url: MERCHANT_LOOKUP_PATH, headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });
    return { status: res.statusCode, body: res.json() };
  }

  /** A partner's server registering a referred user, `token` its API key. */
  const register = (fields: Record<string, unknown>, token?: string, lang?: string) =>
    call<{ referralId: string; created: boolean }>(t.app, "/v1/promotion/registerUser", fields, { token, lang });

  return { lookUp, register };
}
