import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets a second build (e.g. for audits) sit beside a running one.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Each flag is named, so the build does not print a warning for every one left unset. They all
  // change behaviour (middleware context, route chunks, build pipeline, request and data URLs);
  // each is adopted on its own, measured against the home page's JavaScript budget.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
