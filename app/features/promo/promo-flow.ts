/**
 * The browser's promo-code call (docs/WALLET.md#promo-codes, PRODUCT.md#promo-codes), part of
 * the promo dialog's chunk: redeem a code for the signed-in account. The server checks and words
 * every refusal (unknown, expired, used up, already used) in the page's language; the dialog
 * shows that message as it comes.
 */
import type { ApiAnswer } from "../../../shared/api/endpoints.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { apiPost, isNetworkError } from "../../api/api-client.ts";
import { sessionToken } from "../account/session.ts";

export type Redeemed = ApiAnswer<"/v2/submit/redeem">;
export type RedeemResult = { ok: true; redeemed: Redeemed } | { ok: false; message: string };

/**
 * Redeems `code` (trimmed; the server upper-cases it) for the account `email` signed in with the
 * session token. Success is `success` true with a result object (PRODUCT.md#promo-codes).
 */
export async function redeemPromo(lang: Lang, code: string, email: string | null, networkError: string): Promise<RedeemResult> {
  const answer = await apiPost("/v2/submit/redeem", { code: code.trim() }, { lang, token: sessionToken(), ...(email ? { email } : {}) });
  if (answer.success && answer.obj) return { ok: true, redeemed: answer.obj };
  return { ok: false, message: isNetworkError(answer) ? networkError : answer.msg };
}
