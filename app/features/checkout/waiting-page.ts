/**
 * The handle of a page that waits for news (a payment's, a top-up's): the bare frame, and without
 * JavaScript a reload of itself while its loader's data says it waits (PageHandle's
 * refreshWithoutScript, which the server writes into the head). Here, not in the shell: only those pages load it.
 */
import type { PageHandle } from "../../shell/layout-data.ts";

export function bareWaitingPage<Data>(refresh: (data: Data) => string | null): PageHandle {
  return { layout: "bare", refreshWithoutScript: (data) => (data ? refresh(data as Data) : null) };
}
