/** Partnership endpoint: a thin adapter from the contract to the partnership service. */
import type { PartnershipService } from "../domain/partnership/index.ts";
import { ok, type Api } from "./contract.ts";
import { FORM_LIMITS } from "./page-forms.ts";

export function registerPartnershipRoutes(api: Api, partnership: PartnershipService) {
  api.route({
    path: "/v1/partnership/contactUs",
    tag: "Partnership",
    summary: "Send a partnership enquiry (stored, and forwarded to the partnerships inbox)",
    mutates: true,
    // The same limit as the form's no-JavaScript door, the page action (page-forms.ts).
    rateLimit: { max: FORM_LIMITS.partnership.max, timeWindow: FORM_LIMITS.partnership.windowMs },
    handler: async ({ body, lang, requestId }) => ok(await partnership.submitLead(body, lang, requestId)),
  });
}
