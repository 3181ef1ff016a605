/**
 * The browser's account journeys over the JSON API (PRODUCT.md#accounts, #guest-log-in): each
 * answers a plain result the screens show, with the server's localized message on failure.
 */
import type { Envelope } from "../../../shared/api/protocol.ts";
import { CAPTCHA_REQUIRED, encodeAuthString } from "../../../shared/guest-auth.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { apiPost, isNetworkError } from "../../api/api-client.ts";
import { attribution, clearSession, deviceId, saveSession, sessionToken } from "./session.ts";

export type FlowResult = { ok: true } | { ok: false; message: string; captcha?: boolean };

/** The server's message, or the translated network error (PRODUCT.md#network-error). */
export function failure(answer: Envelope<unknown>, networkError: string): FlowResult & { ok: false } {
  return { ok: false, message: isNetworkError(answer) ? networkError : answer.msg };
}

/** Log in with an address and password; the session is kept on success. */
export async function logIn(lang: Lang, email: string, password: string, networkError: string): Promise<FlowResult> {
  const { sourceType } = await attribution();
  const answer = await apiPost("/v1/user/login", { password, ...(sourceType ? { sourceType } : {}) }, { lang, email: email.trim() });
  if (!answer.success || !answer.obj) return failure(answer, networkError);
  saveSession(answer.obj.token, answer.obj.email, "accountLogin");
  return { ok: true };
}

/** Sends a code; REGISTER carries the password (checked against the rules first) and the partner. */
export async function sendCode(lang: Lang, codeType: "REGISTER" | "FINDPASSWORD", email: string, password: string | undefined, networkError: string) {
  const partner = codeType === "REGISTER" ? await attribution() : {};
  const answer = await apiPost(
    "/v1/send/verify-code",
    {
      codeType,
      ...(codeType === "REGISTER" ? { password } : {}),
      ...("partnerMerchantId" in partner && partner.partnerMerchantId
        ? { partnerMerchantId: partner.partnerMerchantId, partnerMerchantSubId: partner.partnerMerchantSubId }
        : {}),
    },
    { lang, email: email.trim() },
  );
  return answer.success ? ({ ok: true } as const) : failure(answer, networkError);
}

/** Mails the signed-in account the code that deletes it (PRODUCT.md#privacy-self-service). */
export async function sendDeletionCode(lang: Lang, networkError: string): Promise<FlowResult> {
  const answer = await apiPost("/v1/user/delete/send-code", {}, { lang, token: sessionToken() });
  return answer.success ? { ok: true } : failure(answer, networkError);
}

/** Deletes the signed-in account with its code; the session goes with it, so it is cleared here too. */
export async function deleteAccount(lang: Lang, code: string, networkError: string): Promise<FlowResult> {
  const answer = await apiPost("/v1/user/delete", { verifyCode: code }, { lang, token: sessionToken() });
  if (!answer.success) return failure(answer, networkError);
  clearSession();
  return { ok: true };
}

/** Registers with a checked code, then logs in. Answers whether a partner merchant brought the visitor. */
export async function registerAndLogIn(lang: Lang, email: string, password: string, code: string, networkError: string): Promise<FlowResult & { merchant?: boolean }> {
  const partner = await attribution();
  const registered = await apiPost("/v1/user/register", { password, verifyCode: code, codeType: "REGISTER", ...partner }, { lang, email: email.trim() });
  if (!registered.success) return failure(registered, networkError);
  const login = await logIn(lang, email, password, networkError);
  return login.ok ? { ok: true, merchant: Boolean(partner.partnerMerchantId) } : login;
}

/**
 * Guest log-in: the anonymous first step (device id, partner merchant looked up from the short
 * code when needed, the captcha's answer or empty), then the second step; the session is kept.
 */
export async function guestLogIn(lang: Lang, captchaAnswer: string, networkError: string): Promise<FlowResult> {
  const partner = await attribution();
  const authString = encodeAuthString({
    d: deviceId(),
    ...(partner.partnerMerchantId ? { c: partner.partnerMerchantId, ...(partner.partnerMerchantSubId ? { cs: partner.partnerMerchantSubId } : {}) } : {}),
  });
  const first = await apiPost("/v1/user/oauth", { type: "WEB_ANONYMITY", rspToken: captchaAnswer, authString }, { lang });
  if (!first.success || !first.obj) return { ...failure(first, networkError), captcha: first.code === CAPTCHA_REQUIRED };
  const second = await apiPost(
    "/v1/user/guest-login",
    {
      idToken: first.obj.checkToken,
      loginType: "WEB_CLIENT_ANONYMITY_LOGIN",
      ...(partner.sourceType ? { sourceType: partner.sourceType } : {}),
    },
    // The e-mail the first step answered (none for a new guest) rides in the envelope.
    { lang, email: first.obj.email ?? "" },
  );
  if (!second.success || !second.obj) return failure(second, networkError);
  saveSession(second.obj.token, second.obj.email, "guestLogin");
  return { ok: true };
}
