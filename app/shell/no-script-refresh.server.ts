/**
 * The reload of a waiting page without JavaScript (PageHandle's `refreshWithoutScript`: /transit,
 * the payment and top-up results while they wait). HTML allows `<meta http-equiv="refresh">` only
 * in the head, and inside <noscript> so a browser running the page's polling never reloads; the
 * page's components draw the body, so the server writes the tag into the head of the rendered
 * document. React 19 passes over a head element it did not render when it hydrates, and no page
 * carries code for it.
 */
import { Transform } from "node:stream";
import type { EntryContext } from "react-router";
import { escapeHtml } from "../../shared/html.ts";
import type { PageHandle } from "./layout-data.ts";

/** The `<noscript>` tag the matched pages ask for with their loaders' data, or null. */
export function noScriptRefreshTag({ staticHandlerContext: state, routeModules }: EntryContext): string | null {
  for (const { route } of state.matches) {
    const handle = routeModules[route.id]?.handle as PageHandle | undefined;
    const content = handle?.refreshWithoutScript?.(state.loaderData[route.id]);
    if (content) return `<noscript><meta http-equiv="refresh" content="${escapeHtml(content)}"></noscript>`;
  }
  return null;
}

const HEAD_END = Buffer.from("</head>");

/** Passes the document through, with `tag` written just before its `</head>` (bytes, so no character is cut in two). */
export function beforeHeadEnd(tag: string): Transform {
  let pending: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!pending) return done(null, chunk);
      const seen = Buffer.concat([pending, chunk]);
      const at = seen.indexOf(HEAD_END);
      if (at === -1) {
        pending = seen;
        return done();
      }
      pending = null;
      done(null, Buffer.concat([seen.subarray(0, at), Buffer.from(tag), seen.subarray(at)]));
    },
    flush(done) {
      done(null, pending?.length ? pending : undefined);
    },
  });
}
