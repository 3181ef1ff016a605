/**
 * Who may open which page (PRODUCT.md#access-guard, #roles), as pure rules shared by the
 * server (which redirects before rendering, for every path, known or not) and the browser
 * (which leaves account pages on sign-out and returns after log-in).
 */
import { langOfPath, type Lang } from "./i18n/locales.ts";
import { localizePath } from "./i18n/paths.ts";

/**
 * Path segments a visitor who is not signed in may not open. **Reading**: "a path containing
 * /orders" is matched per segment (case-insensitive), so `/orders/12` is guarded and a page
 * named `/credit-cards` is not. `balance` is guarded besides orders, changepwd and credit
 * (PRODUCT.md#access-guard): it shows the same money as /credit (its statement).
 */
const GUARDED = new Set(["orders", "changepwd", "credit", "balance"]);
/** Pages left for home on sign-out: the guarded ones and the security page. */
const LEFT_ON_SIGN_OUT = new Set([...GUARDED, "security"]);

const segments = (path: string) => path.toLowerCase().split("/").filter(Boolean);

/** The page a visitor goes to after logging in, passed along as `?redirect=`. */
export const RETURN_PARAM = "redirect";

/** True when a visitor must be signed in to open `pathname` (any language prefix). */
export function isGuardedPath(pathname: string): boolean {
  return segments(pathname).some((s) => GUARDED.has(s));
}

/** True when signing out on `pathname` sends the visitor home. */
export function leavesOnSignOut(pathname: string): boolean {
  return segments(pathname).some((s) => LEFT_ON_SIGN_OUT.has(s));
}

/**
 * Where the server sends a request, or null to render it: a guarded path opened without a
 * session goes to the login page of the path's language, which returns there after log-in.
 */
export function guardRedirect(pathname: string, search: string, signedIn: boolean): string | null {
  if (signedIn || !isGuardedPath(pathname)) return null;
  const lang = langOfPath(pathname);
  return `${localizePath(lang, "/login")}?${RETURN_PARAM}=${encodeURIComponent(pathname + search)}`;
}

/**
 * Where a login begun on `pathname` (unprefixed) returns: plan pages (`/mealdetail`, an area's
 * plan `/{area}/{plan}`) keep the visitor there; every other page returns home (PRODUCT.md#account-overlays).
 */
export function returnsAfterLogin(unprefixed: string): boolean {
  const parts = segments(unprefixed);
  return parts[0] === "mealdetail" || parts.length === 2;
}

/** The login page of a language, returning to `returnTo` when given. */
export function loginPath(lang: Lang, returnTo?: string | null): string {
  const base = localizePath(lang, "/login");
  return returnTo ? `${base}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : base;
}
