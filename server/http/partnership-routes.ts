import { PartnershipAnswer, PartnershipRequest } from "../../shared/api/partnership.ts";
import type { PartnershipService } from "../domain/partnership/partnership-service.ts";
import { ok, type Api } from "./contract.ts";

export function registerPartnershipRoutes(api: Api, partnership: PartnershipService) {
  api.route({
    path: "/v1/partnership/contactUs",
    tag: "Partnership",
    summary: "Send a partnership enquiry (stored, and forwarded to the partnerships inbox)",
    body: PartnershipRequest,
    answer: PartnershipAnswer,
    mutates: true,
    rateLimit: { max: 5, timeWindow: "10 minutes" },
    handler: async ({ body, lang, requestId }) => ok(await partnership.submitLead(body, lang, requestId)),
  });
}
