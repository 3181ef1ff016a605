/**
 * Partner (affiliate) endpoints (PRODUCT.md#partners): the short-code lookup the storefront makes
 * before a guest log-in, and the call a partner's server makes to register a user it referred.
 */
import type { FastifyInstance } from "fastify";
import { MerchantLookupAnswer, MerchantLookupRequest } from "../../shared/api/partners.ts";
import { partnerReportAnswer, type PartnerDesk, type PartnersService } from "../domain/partners/index.ts";
import { fail, ok, type Api, type OpenApiOperation } from "./contract.ts";

const TAG = "Partners";
export const MERCHANT_LOOKUP_PATH = "/allianceApi/v3/open/queryMerchantInviteLink";

export function registerPartnerRoutes(api: Api, app: FastifyInstance, partners: PartnersService, partnerDesk: PartnerDesk): OpenApiOperation[] {
  api.route({
    path: "/v1/promotion/registerUser",
    tag: TAG,
    summary:
      "A partner's server registers a user it referred: `Authorization: Bearer <the merchant's API key>`, body signed with that key; idempotent per merchant and address",
    mutates: true,
    rateLimit: { max: 120, timeWindow: 60_000 },
    auth: "partner",
    handler: async ({ body, merchant }) => ok(await partners.registerReferral(merchant, body)),
  });

  api.route({
    path: "/v1/promotion/report",
    tag: TAG,
    summary:
      "A partner's own report of one UTC month: referred sign-ups, orders, what the store kept of them and the commission by state, by sub id and order by order. `Authorization: Bearer <the merchant's API key>`, body signed with that key",
    rateLimit: { max: 60, timeWindow: 60_000 },
    auth: "partner",
    handler: async ({ body, merchant }) => {
      const report = await partnerDesk.reportForPartner(merchant, body.month);
      return report.ok ? ok(partnerReportAnswer(report.obj)) : fail(report.code);
    },
  });

  // The affiliate service answers in its own shape (`success`, `data.merchantId`), as the
  // storefront's client reads it (PRODUCT.md#partners), not in the API's envelope.
  app.post(MERCHANT_LOOKUP_PATH, { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request, reply) => {
    const parsed = MerchantLookupRequest.safeParse(request.body ?? {});
    const merchant = parsed.success ? await partners.merchantOfShortCode(parsed.data.shortCode) : null;
    const answer = MerchantLookupAnswer.parse({ success: merchant !== null, data: merchant ? { merchantId: merchant.id } : null });
    return reply
      .code(parsed.success ? 200 : 400)
      .header("cache-control", "no-store")
      .send(answer);
  });

  return [
    {
      path: MERCHANT_LOOKUP_PATH,
      tag: TAG,
      summary: "The partner merchant of a short code (any case); `success: false` and `data: null` when none is active",
      body: MerchantLookupRequest,
      answer: MerchantLookupAnswer,
      mutates: false,
      plain: true,
    },
  ];
}
