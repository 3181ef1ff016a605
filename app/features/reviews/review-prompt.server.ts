/**
 * Whether the locale layout hands this page a review prompt (docs/PRODUCT.md#order-reviews):
 * only to account logins, as the specification's roles say, and never on the pages where it
 * would interrupt (paying, signing in, the account's own pages) or point where the visitor
 * already is (the orders page, where the review form is).
 */
import { unprefixedPath } from "../../shell/seo.ts";
import type { ReviewPromptData } from "../../shell/layout-data.ts";
import type { RequestContext } from "../../load-context.ts";

const QUIET_PAGES = /^\/(orders|topay|transit|payment-|paysuccess|nuvei-jump|topup|recharge|credit|balance|security|changepwd|signout|resetpwd|login|signup|forgotPwd|linkexpire)/;

export async function reviewPrompt(context: RequestContext, pathname: string): Promise<ReviewPromptData | null> {
  const { session, lang, currency } = context;
  if (session?.loginType !== "accountLogin" || QUIET_PAGES.test(unprefixedPath(pathname, lang))) return null;
  const prompt = await context.services.reviews.promptFor(session.userId);
  if (!prompt) return null;
  const area = context.services.catalog.plan(prompt.areaSlug, prompt.planSlug, lang, currency)?.area.name ?? null;
  return area ? { orderNo: prompt.orderNo, area } : null;
}
