/**
 * Redirect targets that stay on this site: the one check for every `Location` built from what a
 * visitor sent, whether a `?redirect=` parameter (refused when it leaves) or the request's own
 * path (trailing slash, `/en/...`, `?lang=`, `?currency=`: collapsed back onto this site).
 *
 * The browser resolves a `Location` with the WHATWG URL parser, which reads `//evil.test`,
 * `/\evil.test` and `/<tab>/evil.test` (tabs and newlines are dropped) as another host; so the
 * check asks that same parser where the address leads rather than matching a pattern.
 */

/** A stand-in origin: only whether the resolved address keeps it matters. */
const HERE = "http://here.invalid";

/** True when a browser following `value` stays on the site it came from. */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith("/")) return false;
  try {
    return new URL(value, HERE).origin === HERE;
  } catch {
    return false;
  }
}

/**
 * A return address from a query string, only if it is a path of this site (never `//host` or
 * `https://...`, which would make the login page an open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  return value && isSameSitePath(value) ? value : null;
}

/**
 * A path taken from the request, made a target on this site: the leading run of slashes and
 * backslashes (and the tabs and newlines a browser drops) becomes one slash, so `//evil.test/x`
 * redirects to `/evil.test/x` (a page of ours, most likely not found); anything else goes home.
 */
export function sameSitePath(path: string): string {
  if (isSameSitePath(path)) return path;
  const collapsed = path.replace(/^[/\\\t\n\r]+/, "/");
  return isSameSitePath(collapsed) ? collapsed : "/";
}

/** `sameSitePath` of a URL's path, with its query kept. */
export const sameSiteTarget = (url: URL) => sameSitePath(url.pathname) + url.search;
