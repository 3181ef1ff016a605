import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { mobileUserAgentCss } from "./app/styles/mobile-css.ts";

// Which pages download a module follows from the folder it lives in (docs/ARCHITECTURE.md#what-each-page-downloads):
// - app/shell/: what every page loads (document, frame, header and footer, contexts, error view)
//   is one `shell` chunk, with the code it imports from app/ui/, app/i18n/ and shared/;
// - app/features/<feature>/, app/ui/, app/api/: code that two pages or more share is one chunk per
//   folder, named after it (`catalog`, `account`...); code one page uses stays in that page's chunk;
// - a module fetched only by a lazy import() stays in a chunk of its own, loaded on use, wherever
//   it lives (`$initial`: only what some page imports statically is grouped);
// - shared/ code travels with the shell or feature chunk that imports it; the bundler places the
//   rest (a module several pages import directly becomes a small chunk of its own).
// So a new module goes where its users are, and no list here names files but one (CATALOG_KINDS).
const SHELL = /[\\/]app[\\/]shell[\\/]/;
const FEATURE = /[\\/]app[\\/](?:features[\\/]([^\\/]+)|(ui|api))[\\/]/;
// The catalogue's kinds (two short lists) travel with the catalogue feature, which every page that
// needs them loads anyway, rather than as a chunk of their own: a request and a wrapper saved.
const CATALOG_KINDS = /[\\/]shared[\\/]catalog-kinds\.ts$/;
const featureOf = (id: string): string | null => {
  if (CATALOG_KINDS.test(id)) return "catalog";
  const match = FEATURE.exec(id);
  return match ? (match[1] ?? match[2]) : null;
};

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
        // brotli compresses one larger file better than many small ones. Hence one chunk per
        // feature rather than one per set of pages sharing code (rolldown's `entriesAware`),
        // which cut each page's bytes a little but split an account page into 15 requests.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: "shell", test: SHELL, tags: ["$initial"], priority: 1 },
            { name: featureOf, test: (id) => featureOf(id) !== null, tags: ["$initial"], minShareCount: 2 },
          ],
        },
      },
    },
  },
});
