/**
 * Privacy self-service endpoints (PRODUCT.md#privacy-self-service): thin adapters from the
 * contract to the privacy service and to accounts' deletion code. Account logins only; a guest
 * has no account to export or delete.
 */
import { dataExportFileName } from "../../shared/data-export.ts";
import type { AccountsService } from "../domain/accounts/index.ts";
import type { PrivacyService } from "../domain/privacy/index.ts";
import type { Api, HandlerContext } from "./contract.ts";
import { FORM_LIMITS } from "./page-forms.ts";

const TAG = "Privacy";
const toLimit = ({ max, windowMs }: { max: number; windowMs: number }) => ({ max, timeWindow: windowMs });

const client = (ctx: HandlerContext<unknown>) => ({ ip: ctx.context.clientIp, userAgent: ctx.request.headers["user-agent"] });

export function registerPrivacyRoutes(api: Api, services: { privacy: PrivacyService; accounts: AccountsService }) {
  const { privacy, accounts } = services;

  api.route({
    path: "/v1/user/data-export",
    tag: TAG,
    summary: "Everything the store holds about the signed-in account, as a JSON attachment (never cached); at most 10 an hour per account",
    auth: "account",
    rateLimit: toLimit(FORM_LIMITS.dataExport),
    handler: async ({ session, reply }) => {
      const exported = await privacy.exportData(session);
      // The envelope is the file: a client saves it as it is, or takes `obj`.
      if (exported.ok) reply.header("content-disposition", `attachment; filename="${dataExportFileName(exported.obj.exportedAt)}"`);
      return exported;
    },
  });

  api.route({
    path: "/v1/user/delete/send-code",
    tag: TAG,
    summary: "E-mail a DELETEACCOUNT code to the signed-in account's own address, in its language (the limits of every code)",
    auth: "account",
    mutates: true,
    rateLimit: toLimit(FORM_LIMITS.deleteAccount),
    handler: (ctx) => accounts.sendDeletionCode(ctx.session, client(ctx)),
  });

  api.route({
    path: "/v1/user/delete",
    tag: TAG,
    summary: "Delete the signed-in account with its DELETEACCOUNT code; refused while the balance holds or may receive money",
    auth: "account",
    mutates: true,
    rateLimit: toLimit(FORM_LIMITS.deleteAccount),
    handler: ({ session, body }) => privacy.deleteAccount(session, body.verifyCode),
  });
}
