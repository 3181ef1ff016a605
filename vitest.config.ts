/**
 * Unit tests run once. API tests (`*.api.test.ts`) run each file in a database of its own:
 *
 * - with TEST_DATABASE_URL set, every API test file runs on PostgreSQL, the engine of any store
 *   with more than one connection; and the files marked `// @both-engines: <why>` in their header
 *   (the comment before the first import) run on embedded PGlite as well;
 * - without it, every API test file runs on PGlite.
 *
 * Mark a file when races or locks are among what it proves (concurrent payments, refunds,
 * redemptions, registrations; the job and mail queues; the ledger; a service's own SQL): PGlite
 * has one connection, so the same requests run one after another there, and a transaction that
 * waits on a second connection would hang; both are worth proving on each engine. Everything
 * else behaves alike on both, and PostgreSQL alone is enough. The marker, not the path, decides,
 * so a file keeps its engines wherever it moves (docs/ARCHITECTURE.md#tests).
 */
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const API_TESTS = ["server/**/*.api.test.ts", "tests/api/**/*.test.ts"];
const API_TEST_FILE = [/^server\/.*\.api\.test\.ts$/, /^tests\/api\/.*\.test\.ts$/];
const BOTH_ENGINES = /^\/\/ @both-engines\b/m;

/** The API test files whose header (the text before the first import) carries the marker. */
function bothEnginesFiles(): string[] {
  return ["server", "tests"]
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => path.posix.join(dir, file.split(path.sep).join("/"))))
    .filter((file) => API_TEST_FILE.some((re) => re.test(file)))
    .filter((file) => BOTH_ENGINES.test(readFileSync(file, "utf8").split(/^import /m)[0]))
    .sort();
}

/**
 * A worker runs its files one after another on the modules it has loaded, instead of loading the
 * whole server again for each file: that loading took a third of the run. Each API test file
 * still has its own database and app; every file leaves nothing behind (apps closed, stubs and
 * spies restored), so the files pass in any order (`--sequence.shuffle.files`).
 */
const isolate = false;

const apiProject = (engine: "pglite" | "postgres", include: string[]) => ({
  test: {
    name: `api-${engine}`,
    isolate,
    include,
    env: { TEST_DB_ENGINE: engine },
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Every core: API tests spend much of their time waiting on a database, and Vitest's default
    // leaves one core idle (a single worker on a two-core machine).
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Also server/crash-recovery.test.ts, which starts the built store as a process on each
        // engine at hand by itself (docs/ARCHITECTURE.md#tests).
        test: {
          name: "unit",
          isolate,
          include: ["shared/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.api.test.ts", "node_modules/**"],
        },
      },
      ...(onPostgres ? [apiProject("postgres", API_TESTS), apiProject("pglite", bothEnginesFiles())] : [apiProject("pglite", API_TESTS)]),
    ],
  },
});
