/**
 * The no-JavaScript door of the account pages (PRODUCT.md#page-forms): what their actions share.
 * A successful log-in is answered with the session cookie and a redirect; failures carry the
 * API's own localized message back to the form.
 */
import { createHash } from "node:crypto";
import { redirect } from "react-router";
import { isEmail, passwordLengthOk } from "../../../shared/account-display.ts";
import { leavesOnSignOut } from "../../../shared/access-guard.ts";
import { safeReturnPath } from "../../../shared/same-site.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { readCookie } from "../../../shared/preferences.ts";
import { clearedSessionCookie, DEVICE_COOKIE, deviceCookie, sessionCookie } from "../../../shared/session-record.ts";
import type { RequestContext } from "../../load-context.ts";

export type FieldProblem = "email" | "password";

/** The result an account action hands back to its page. */
export type FormOutcome =
  | { status: "invalid"; fields: FieldProblem[]; email: string }
  | { status: "failed"; message: string; email: string }
  | { status: "limited"; minutes: number; email: string }
  | { status: "expired"; email: string };

export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Client-side rules, checked again here for a browser that ran none. */
export function credentialProblems(email: string, password?: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isEmail(email)) problems.push("email");
  if (password !== undefined && !passwordLengthOk(password)) problems.push("password");
  return problems;
}

/** The page-form guard (rate limit, form token): null when the post may go on. */
export async function guardForm(context: RequestContext, name: Parameters<RequestContext["forms"]["accept"]>[0], form: FormData, email: string) {
  const verdict = await context.forms.accept(name, form);
  if (verdict.ok) return null;
  if (verdict.reason === "unreadable") return { status: "failed", message: verdict.message, email } as const;
  return verdict.reason === "rate-limited"
    ? ({ status: "limited", minutes: verdict.retryAfterMinutes, email } as const)
    : ({ status: "expired", email } as const);
}

/** Where a log-in from this address goes: its `redirect` when it is a path of this site, else home. */
export function returnTarget(url: URL, context: RequestContext): string {
  return safeReturnPath(url.searchParams.get("redirect")) ?? localizePath(context.lang, "/");
}

const secure = (request: Request) => new URL(request.url).protocol === "https:";

/**
 * Signed in: the cookie the browser would have written itself (docs/decisions/0011), the
 * known-device key the API would have set (docs/decisions/0017), and on.
 */
export function signedInRedirect(request: Request, to: string, signedIn: { token: string; deviceKey: string }): Response {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(signedIn.token, secure(request)));
  headers.append("Set-Cookie", deviceCookie(signedIn.deviceKey, secure(request)));
  return redirect(to, { headers });
}

/** The known-device key of a password reset, as the API sets it (docs/decisions/0017). */
export const deviceCookieHeader = (request: Request, deviceKey: string) => ({ "Set-Cookie": deviceCookie(deviceKey, secure(request)) });

export function client(request: Request, context: RequestContext) {
  return { ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? undefined, deviceKey: deviceKeyOf(request) };
}

export const deviceKeyOf = (request: Request) => readCookie(request.headers.get("cookie"), DEVICE_COOKIE);

/**
 * The form token of a form that acts on the session itself, for `purpose`: derived from the
 * session token, so only a page drawn for this session can post it (a cross-site form cannot
 * know it; the cookie's SameSite=Lax already keeps it off cross-site posts), and it stays good
 * for as many posts as the session lives. 32 hex characters, the page-form token's own shape.
 */
export function sessionFormToken(purpose: "sign-out" | "data-export", sessionToken: string): string {
  return createHash("sha256").update(`${purpose}\0${sessionToken}`).digest("hex").slice(0, 32);
}

/** The form token of the sign-out forms (sessionFormToken). */
export const signOutToken = (sessionToken: string): string => sessionFormToken("sign-out", sessionToken);

/** Where a sign-out from `from` lands: the same page, or home from the account pages (PRODUCT.md#access-guard). */
export function afterSignOut(from: string, lang: Lang): string {
  const back = safeReturnPath(from);
  const home = localizePath(lang, "/");
  if (!back) return home;
  return leavesOnSignOut(new URL(back, "http://x").pathname) ? home : back;
}

/** Signed out: the cookie cleared, and on. */
export function signedOutRedirect(to: string): Response {
  return redirect(to, { headers: { "Set-Cookie": clearedSessionCookie() } });
}
