/**
 * What every console loader and action needs on the server (docs/CONSOLE.md): the member's
 * session from its cookie (looked up once per request), the page's guard (signed in, allowed),
 * the forms' guard (rate limit, one-time token, the session's form key), and the cookies.
 */
import { data, redirect } from "react-router";
import type { RequestContext } from "../load-context.ts";
import type { Permission, StaffSession } from "../../server/domain/staff/index.ts";
import { CONSOLE_FORM_KEY_FIELD, CONSOLE_LANG_COOKIE, CONSOLE_PREFIX, STAFF_COOKIE } from "../../shared/console.ts";
import { readCookie } from "../../shared/preferences.ts";
import { safeReturnPath } from "../../shared/same-site.ts";
import type { FormName } from "../../server/http/page-forms.ts";
import { CONSOLE_MESSAGES } from "./messages.server.ts";
import type { ConsoleKey } from "./messages/en.ts";

/** A console request's member: the session and the token it came from (the form key is made from it). */
export interface Staffer {
  session: StaffSession;
  token: string;
}

// The layout's loader and the page's run side by side for one request: one session lookup serves both.
const looked = new WeakMap<RequestContext, Promise<Staffer | null>>();

export function staffer(request: Request, context: RequestContext): Promise<Staffer | null> {
  let found = looked.get(context);
  if (!found) {
    const token = readCookie(request.headers.get("cookie"), STAFF_COOKIE);
    found = context.services.staff.session(token).then((session) => (session && token ? { session, token } : null));
    looked.set(context, found);
  }
  return found;
}

/**
 * The signed-in member allowed `permission` (or any one of several), or the sign-in page (coming
 * back here after it), or a 403 page: every console page and action checks on the server,
 * whatever the page offered.
 */
export async function requireStaff(request: Request, context: RequestContext, permission?: Permission | readonly Permission[]): Promise<Staffer> {
  const found = await staffer(request, context);
  if (!found) {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${CONSOLE_PREFIX}/sign-in${back === CONSOLE_PREFIX ? "" : `?next=${encodeURIComponent(back)}`}`);
  }
  const anyOf = permission === undefined ? [] : typeof permission === "string" ? [permission] : permission;
  if (anyOf.length > 0 && !anyOf.some((p) => context.services.staff.can(found.session, p))) throw data(null, { status: 403 });
  return found;
}

/** Where a sign-in goes on to: the console page it was asked from, else the overview. */
export function nextConsolePath(url: URL): string {
  const next = safeReturnPath(url.searchParams.get("next"));
  return next && (next === CONSOLE_PREFIX || next.startsWith(`${CONSOLE_PREFIX}/`) || next.startsWith(`${CONSOLE_PREFIX}?`)) ? next : CONSOLE_PREFIX;
}

/** A message of the console in the request's language, with its `{names}` filled in from `vars`. */
export const consoleText = (context: RequestContext, key: ConsoleKey, vars: Record<string, string | number> = {}): string =>
  Object.entries(vars).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), CONSOLE_MESSAGES[context.lang][key]);

/** What a refused console form shows: a console message, or the API's message for a business code. */
export type Refusal = { ok: false; message: string };

/**
 * The guard of every console form: its rate limit and one-time token (server/http/page-forms.ts),
 * and for a signed-in member's forms the session's form key (a form made anywhere else is refused).
 */
export async function guardConsoleForm(context: RequestContext, name: FormName, form: FormData, member?: Staffer): Promise<Refusal | null> {
  const verdict = await context.forms.accept(name, form);
  if (!verdict.ok) {
    if (verdict.reason === "unreadable") return { ok: false, message: verdict.message };
    return { ok: false, message: consoleText(context, verdict.reason === "rate-limited" ? "form.limited" : "form.expired") };
  }
  if (member && !context.services.staff.formKeyMatches(member.token, form.get(CONSOLE_FORM_KEY_FIELD))) return { ok: false, message: consoleText(context, "form.keyInvalid") };
  return null;
}

export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const secure = (request: Request) => new URL(request.url).protocol === "https:";

/**
 * The console session's cookie: HttpOnly, SameSite=Strict (no other site's link or form carries
 * it), and no lifetime of its own: the server ends the session after 30 idle minutes or 12 hours.
 * Path=/ although only the console reads it: the overview's data request is `/admin.data`, which
 * a cookie of Path=/admin does not reach.
 */
export function staffCookie(request: Request, token: string | null): string {
  const attributes = `Path=/; HttpOnly; SameSite=Strict${secure(request) ? "; Secure" : ""}`;
  return token ? `${STAFF_COOKIE}=${token}; ${attributes}` : `${STAFF_COOKIE}=; Max-Age=0; ${attributes}`;
}

/** The console's language, kept a year (Path=/ for the same reason as the session's). */
export function consoleLangCookie(request: Request, lang: string): string {
  return `${CONSOLE_LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure(request) ? "; Secure" : ""}`;
}

/** The client as the staff service records it (audit log, session). */
export const staffClient = (request: Request, context: RequestContext) => ({ ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? undefined });
