/**
 * The one sign-in guard of pages' loaders and actions (docs/PRODUCT.md#access-guard). Signed
 * out: the log-in page in the page's language, which comes back to this very address. With
 * `account: true` (an account's own pages: password, sessions), a guest login goes home.
 */
import { redirect } from "react-router";
import { loginPath } from "../../../shared/access-guard.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import type { Session } from "../../../server/domain/accounts/index.ts";
import type { RequestContext } from "../../load-context.ts";

/** Signed-in pages are the visitor's alone (server/http/ssr.ts sets the same for any session cookie). */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;

export function requireSession(context: RequestContext, request: Request | URL, options: { account?: boolean } = {}): Session {
  const url = request instanceof URL ? request : new URL(request.url);
  const { session } = context;
  if (!session) throw redirect(loginPath(context.lang, url.pathname + url.search), { headers: PRIVATE_HEADERS });
  if (options.account && session.loginType !== "accountLogin") throw redirect(localizePath(context.lang, "/"), { headers: PRIVATE_HEADERS });
  return session;
}
