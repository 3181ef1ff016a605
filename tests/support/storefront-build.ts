/**
 * The storefront build for tests that render real pages in-process (the API tests that read a
 * page's HTML) or start the built store (server/crash-recovery.test.ts): built first when out of
 * date, as `npm start` and the browser tests do.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Long enough for a build from scratch on a busy two-core machine. */
export const BUILD_TIMEOUT_MS = 300_000;

/** Builds the storefront when it is out of date; throws when the build fails. */
export function buildStorefront(): void {
  // Vitest sets NODE_ENV=test, which would give the storefront React's development build (and its
  // stamp would not say so): build as `npm start` and the browser tests do.
  const built = spawnSync(process.execPath, ["scripts/build-if-stale.mjs"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, NODE_ENV: undefined } });
  if (built.status !== 0) throw new Error("the storefront build failed (output above)");
}

/** The built React Router server bundle (call buildStorefront first). */
export async function storefrontServerBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(ROOT, "build", "server", "index.js")).href)) as ServerBuild;
}
