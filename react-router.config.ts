import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets a second build (e.g. for audits) sit beside a running one.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
