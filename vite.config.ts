import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { mobileUserAgentCss } from "./app/styles/mobile-css.ts";

// Page-level helpers (plan wording, data units, campaigns) and the account screens' code (loaded
// when an account overlay or page opens) stay out even when shared by pages.
const NOT_SHELL = /\/(shared\/(i18n\/plan-text|data-units|campaigns|access-guard|account-display|guest-auth|session-record)|app\/lib\/(session|account-flows|altcha-solver))\.ts$/;
const SHELL = /\/(app\/(lib|i18n)\/|app\/seo\.ts|app\/components\/(links|page-error|logo|site-header|site-footer|progress-bar|language-picker|currency-picker|marketing-dialog|account-host|account-controls)\.tsx|shared\/)|vite\/preload-helper/;

export default defineConfig({
  plugins: [reactRouter()],
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
