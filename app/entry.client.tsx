/**
 * Hydration, plus the recovery from script chunks that vanished with a deploy
 * (PRODUCT.md#error-pages): before a client-side navigation, the target page's modules are
 * loaded; if one cannot be fetched, the browser loads the target from the server instead
 * (React Router on its own would reload the page the visitor is leaving). Lazy components and
 * Vite's preloads that fail reload the current page. Each at most once (app/shell/chunk-reload.ts).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { matchRoutes, type ClientInstrumentation, type DataRouter } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { isChunkLoadError, reloadOnce } from "./shell/chunk-reload.ts";

declare global {
  interface Window {
    __reactRouterDataRouter?: DataRouter;
    __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> };
  }
}

const never = () => new Promise<never>(() => {});

/** Fetches the route modules `to` needs; on failure leaves for the server-rendered target. */
async function loadModulesFor(to: string): Promise<void> {
  const { __reactRouterDataRouter: router, __reactRouterManifest: manifest } = window;
  if (!router || !manifest) return;
  const target = new URL(to, window.location.href);
  const matches = matchRoutes(router.routes, target.pathname) ?? [];
  try {
    await Promise.all(matches.map((m) => manifest.routes[m.route.id] && import(/* @vite-ignore */ manifest.routes[m.route.id]!.module)));
  } catch {
    if (reloadOnce(target.href)) await never();
  }
}

const recovery: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(handler, { to }) {
        if (typeof to === "string") await loadModulesFor(to);
        await handler();
      },
    });
  },
};

window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnce(window.location.href)) event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter
        instrumentations={[recovery]}
        onError={(error) => {
          if (isChunkLoadError(error)) reloadOnce(window.location.href);
        }}
      />
    </StrictMode>,
  );
});
