/**
 * What the partners section's pages and its CSV share on the server (docs/CONSOLE.md#partners):
 * the member as the partner desk takes them, the merchant's number from the address, and the
 * status a refused read answers with. The desk checks every permission again.
 */
import type { PartnerDeskActor } from "../../server/domain/partners/index.ts";
import type { RequestContext } from "../load-context.ts";
import { staffClient, type Staffer } from "./console.server.ts";

/** The member acting, with the address their audit entries record. */
export const partnerActor = (request: Request, context: RequestContext, member: Staffer): PartnerDeskActor => ({
  staffId: member.session.staffId,
  roles: member.session.roles,
  address: staffClient(request, context).ip,
});

const MERCHANT_ID_MAX = 2_147_483_647;

/** A merchant's number from the address ("1001"), or null for anything that cannot be one: answered 404 before any query. */
export function merchantIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MERCHANT_ID_MAX ? id : null;
}

/** A refused read as a page answers it: a merchant that does not exist is not found; anything else is not allowed. */
export const refusedRead = (code: string): Response => new Response(null, { status: code === "PARTNER_NOT_FOUND" ? 404 : 403 });
