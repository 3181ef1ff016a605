/**
 * After a deploy, the script chunks an open tab knows about may be gone from the server. Instead
 * of breaking, the page is loaded again from the server, once (PRODUCT.md#error-pages): a
 * session-storage note of the last such reload stops a chunk that is really broken from looping.
 */
const KEY = "chunk_reload";
/** A second failure for the same address within this time is left to the error page. */
const GUARD_MS = 60_000;

/** The browsers' wording for a module script that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/** Loads `href` from the server unless that was already tried a moment ago; true when it does. */
export function reloadOnce(href: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as { href: string; at: number } | null;
    if (last?.href === href && Date.now() - last.at < GUARD_MS) return false;
    sessionStorage.setItem(KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    // No session storage (privacy mode): without the guard a reload could loop, so do not.
    return false;
  }
  window.location.assign(href);
  return true;
}
