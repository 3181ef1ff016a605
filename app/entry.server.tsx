/**
 * Server rendering: every visitor gets the whole document at once, Suspense boundaries (footer,
 * the home page's destination list) already in place. Streamed from the shell, or when larger
 * than React's progressive chunk size, React sends those boundaries as hidden nodes that only an
 * inline script reveals, so without JavaScript the page would lack them. The CSP nonce from the server reaches every inline script.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, isRouteErrorResponse, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import "./load-context.ts";
import { beforeHeadEnd, noScriptRefreshTag } from "./shell/no-script-refresh.server.ts";
import { isKeptPage } from "./shell/kept-page.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  // Read by the server after the render: a page every route of which allows it may be kept (server/http/page-cache.ts).
  loadContext.keptPage = isKeptPage(routerContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // React moves a large finished boundary out of place (revealed by a script) unless told
      // there is no size limit: write every boundary where it belongs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        const refresh = noScriptRefreshTag(routerContext);
        const body = refresh ? beforeHeadEnd(refresh) : new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Not-found and redirect responses are normal outcomes, not errors worth a stack trace. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The server reads them to choose its answer (a 503 while the database is away: server/http/ssr.ts).
  (context as AppLoadContext | undefined)?.errors?.push(error);
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Response && error.status < 500) return;
  console.error(error);
};
