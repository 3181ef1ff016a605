/**
 * Pages the server may keep for visitors who are not signed in (server/http/page-cache.ts). A
 * route module says so with `export const handle = KEPT_PAGE`, and with it promises that its
 * loader reads nothing of the request but the address (not the referral and ad-tag parameters
 * only the browser reads), the device class and the preference cookies named in
 * server/http/page-variant.ts (the visitor's session is absent by then), that its page holds
 * no form token, and that a cookie it sets is the same for everyone who gets the page (the plan
 * page's last-plan cookie): the render's headers are kept with it. The root and the locale layout say so too: a page is kept
 * only when every route it is made of does.
 */
import type { EntryContext } from "react-router";

export const KEPT_PAGE = { keptPage: true } as const;

/** Whether every route the document was rendered from may be kept. */
export function isKeptPage(context: EntryContext): boolean {
  const { matches } = context.staticHandlerContext;
  return matches.length > 0 && matches.every((m) => (context.routeModules[m.route.id]?.handle as { keptPage?: boolean } | undefined)?.keptPage === true);
}
