/**
 * Compile-time checks of the typed API client, run by `npm run typecheck` (tsc covers app/).
 * Nothing here runs: each `@ts-expect-error` line fails the type check if the call it marks
 * stops being an error, so a table that lets a wrong path or field through is caught.
 */
import { expectTypeOf } from "vitest";
import type { SearchHit, SuggestionResult } from "../../shared/api/catalog.ts";
import type { ApiFields, ApiPath } from "../../shared/api/endpoints.ts";
import type { Envelope } from "../../shared/api/protocol.ts";
import { apiPost } from "./api-client.ts";

const options = { lang: "en" };

export async function typedAnswers() {
  const hits = await apiPost("/v2/search/areas", { keyword: "japan", limit: 8, currency: "EUR" }, options);
  expectTypeOf(hits).toEqualTypeOf<Envelope<SearchHit[]>>();

  const suggestion = await apiPost("/api/v1/area-ai-suggestion-detail/query", { area: "japan", tripDays: 7, dailyUsageMb: 1024 }, options);
  expectTypeOf(suggestion.obj).toEqualTypeOf<SuggestionResult | null>();

  const lead = await apiPost(
    "/v1/partnership/contactUs",
    { name: "Kenji Sato", company: "Sakura Tours", contactEmail: "kenji@sakura-tours.jp", partnerType: "travel-agency", message: "Twenty characters or more." },
    options,
  );
  expectTypeOf(lead.obj).toEqualTypeOf<{ id: string } | null>();

  // Endpoints without fields of their own take an empty object.
  await apiPost("/v1/query/banner", {}, options);
}

export async function wrongCalls() {
  // @ts-expect-error: no such path
  await apiPost("/v2/search/area", { keyword: "japan" }, options);
  // @ts-expect-error: a path known only at run time is not checked, so it is refused
  await apiPost("/v2/search/areas" as string, { keyword: "japan" }, options);
  // @ts-expect-error: misspelled field
  await apiPost("/v2/search/areas", { keyword: "japan", limt: 8 }, options);
  // @ts-expect-error: required field missing
  await apiPost("/v2/search/areas", { limit: 8 }, options);
  // @ts-expect-error: wrong field type
  await apiPost("/api/v1/area-ai-suggestion-detail/query", { area: "japan", tripDays: "7", dailyUsageMb: 1024 }, options);
  // @ts-expect-error: not one of the currencies
  await apiPost("/v1/query/areas", { currency: "XXX" }, options);
  // @ts-expect-error: a field on an endpoint that has none
  await apiPost("/v1/query/banner", { page: "home" }, options);
  // @ts-expect-error: the envelope fields are the client's to set
  await apiPost("/v1/query/areas", { clientId: 0 }, options);
  // @ts-expect-error: the answer is typed, not any
  (await apiPost("/v1/query/areas", {}, options)).obj?.[0].nmae;
}

// The table lists every endpoint of docs/API.md; endpoints.api.test.ts holds the server to it.
expectTypeOf<ApiPath>().toEqualTypeOf<
  | "/v1/query/banner"
  | "/v1/query/areas"
  | "/v2/search/areas"
  | "/v2/query/package/list"
  | "/v3/query/package"
  | "/v1/query/recommended-package"
  | "/v1/send/verify-code"
  | "/v1/check/verify-code"
  | "/v1/user/register"
  | "/v1/user/login"
  | "/v1/user/oauth"
  | "/v1/user/guest-login"
  | "/v1/user/logout"
  | "/v1/user/sessions"
  | "/v1/user/logout-all"
  | "/v1/reset/password"
  | "/v1/update/password"
  | "/v1.1/query/user-info"
  | "/v1/user/data-export"
  | "/v1/user/delete/send-code"
  | "/v1/user/delete"
  | "/v1/captcha/challenge"
  | "/api/v1/area-ai-suggestion-detail/query"
  | "/v1/dialog/show/list"
  | "/v1/load/resource"
  | "/v1/partnership/contactUs"
  | "/v1/promotion/registerUser"
  | "/v1/promotion/report"
  | "/v1.1/setup/payment"
  | "/v1.1/query/payments"
  | "/v1.1/execute/payment"
  | "/v1.1/query/payment-status"
  | "/v1.1/payOrder/payment-status"
  | "/v1.1/payOrder/confirm"
  | "/v3/query/orders"
  | "/v1/refund/order"
  | "/v1/get/payparam/adyen-pay"
  | "/v1/payment/nuvei/options"
  | "/v1/query/credit-plan"
  | "/v1/create/recharge"
  | "/v1/execute/recharge/payment"
  | "/v1/query/recharge/payment-status"
  | "/v2/query/transactions"
  | "/v2/submit/redeem"
  | "/v2/isRedeemedByRedeemType"
  | "/v2/create/dataPlanOrderReviewed"
  | "/v2/query/dataPlanOrderReviewedPage"
  | "/v1/review/prompt"
  | "/v1/data/query/topup-order"
  | "/v1.1/data/create/topup-order"
  | "/v1/setup/topup"
  | "/v1.1/execute/topup/payment"
  | "/v1/query/topup/payment-status"
>();
expectTypeOf<ApiFields<"/v1/dialog/show/list">>().toEqualTypeOf<{ page: "home" | "area" | "plan" }>();
