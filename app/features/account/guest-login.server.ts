/**
 * "Continue as guest" without JavaScript (PRODUCT.md#guest-log-in): the page form's action makes
 * both steps of the guest log-in through the accounts service, as the browser's code does through
 * the API, and answers with the session cookie (docs/decisions/0011-session-cookie.md) and a
 * redirect back. The device identifier, kept in the browser's storage on the JavaScript path,
 * is a first-party cookie here, made by the server on the first guest log-in of the browser.
 */
import { redirect } from "react-router";
import { CAPTCHA_REQUIRED, DEVICE_COOKIE, DEVICE_ID_PATTERN, deviceCookie, newDeviceId } from "../../../shared/guest-auth.ts";
import { readCookie } from "../../../shared/preferences.ts";
import { sessionCookie } from "../../../shared/session-record.ts";
import { MESSAGES } from "../../i18n/messages.server.ts";
import type { RequestContext } from "../../load-context.ts";
import { client, guardForm, returnTarget, type FormOutcome } from "./account-forms.server.ts";

/**
 * A guest log-in made from another site is refused: the form token is not tied to the browser,
 * and a site of someone else's must not sign a visitor in here as a guest of its choosing.
 * `Sec-Fetch-Site` is sent by every current browser; an older one sends none and is let through.
 */
function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
}

export async function guestLogInByForm(request: Request, context: RequestContext, form: FormData): Promise<FormOutcome> {
  const refused = await guardForm(context, "guest", form, "");
  if (refused) return refused;
  if (fromAnotherSite(request)) return { status: "expired", email: "" };
  const { accounts } = context.services;
  const known = readCookie(request.headers.get("cookie"), DEVICE_COOKIE);
  const device = known && DEVICE_ID_PATTERN.test(known) ? known : newDeviceId();
  const who = client(request, context);
  const check = await accounts.guestCheck({ auth: { d: device }, captchaAnswer: "", lang: context.lang, client: who, country: context.country });
  if (!check.ok) {
    // The captcha is a script (ALTCHA's proof of work, or reCAPTCHA): without one, say so plainly.
    const message = check.code === CAPTCHA_REQUIRED ? MESSAGES[context.lang]["captcha.needsScript"] : context.message(check.code);
    return { status: "failed", message, email: "" };
  }
  const login = await accounts.guestLogin({ checkToken: check.obj.checkToken, email: check.obj.email ?? "", client: who });
  if (!login.ok) return { status: "failed", message: context.message(login.code), email: "" };
  const secure = new URL(request.url).protocol === "https:";
  throw redirect(returnTarget(new URL(request.url), context), {
    headers: [
      ["Set-Cookie", sessionCookie(login.obj.token, secure)],
      ["Set-Cookie", deviceCookie(device, secure)],
    ],
  });
}
