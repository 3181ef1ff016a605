import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { mobileUserAgentCss } from "./app/styles/mobile-css.ts";

// Page-level helpers (plan wording, data units, campaigns) and the account and checkout screens'
// code (loaded when an account overlay or page opens, or a payment starts) stay out even when shared by pages.
const NOT_SHELL =
  /\/(shared\/(i18n\/plan-text|data-units|campaigns|access-guard|same-site|daily-days|account-display|guest-auth|session-record|referral|payment-outcome)|app\/lib\/(session|account-flows|use-chosen-days|altcha-solver|api-client|checkout-flow|use-back-forward-reset|idempotency-key|use-result-polling|wallet-flow|promo-flow)|shared\/api\/signature)\.ts$/;
const SHELL = /\/(app\/(lib|i18n)\/|app\/seo\.ts|app\/components\/(links|page-error|logo|site-header|site-footer|progress-bar|language-picker|currency-picker|marketing-dialog|account-host|account-controls|price-tag)\.tsx|shared\/)|vite\/preload-helper/;

// Vite wraps each lazy import in a helper that first loads the imported chunk's stylesheets and
// reports a failed load as a cancelable `vite:preloadError` event (entry.client.tsx reloads the
// page once on it). The store has one global stylesheet and module preloading is off, so the lists
// of things to load first are always empty: this keeps only the error report, about 0.6 KB less on
// every page. The build fails if a lazy chunk ever brings its own stylesheet.
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const leanPreloadHelper: Plugin = {
  name: "roamwell:lean-preload-helper",
  enforce: "pre",
  resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
  load: (id) =>
    id === PRELOAD_HELPER
      ? `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event("vite:preloadError", { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`
      : null,
  writeBundle(_, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type === "chunk" && file.code.includes("__vite__mapDeps")) this.error(`${file.fileName}: a lazy import needs stylesheets the lean preload helper does not load`);
    }
  },
};

export default defineConfig({
  plugins: [leanPreloadHelper, reactRouter()],
  // Mobile user agents get the narrow-screen layout at any width (app/styles/mobile-css.ts).
  css: { postcss: { plugins: [mobileUserAgentCss()] } },
  build: {
    target: "es2022",
    // React Router preloads each page's modules from its manifest; Vite's own helper would only
    // wrap the few in-page lazy imports (dialogs) and costs every page half a kilobyte.
    modulePreload: false,
    // Terser's extra passes shave about a kilobyte off the compressed framework: the home page
    // ships under a 100 KB JavaScript budget (docs/PERFORMANCE.md), so every kilobyte counts.
    minify: "terser",
    terserOptions: { ecma: 2020, module: true, compress: { passes: 3, pure_getters: true }, format: { comments: false } },
    rolldownOptions: {
      // The timing report is a profiling aid printed on every build; profile with --cpu-prof instead.
      checks: { bundlerTimings: false },
      output: {
        // Few, larger chunks: each request costs headers and a round trip on a phone, and
        // brotli compresses one larger file better than many small ones.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // The shell every page needs (layout, i18n, API client); page components stay with their pages.
            { name: "app", test: (id) => SHELL.test(id.replaceAll("\\", "/")) && !NOT_SHELL.test(id.replaceAll("\\", "/")), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
