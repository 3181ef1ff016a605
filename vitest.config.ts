/**
 * Unit tests run once; API tests (`*.api.test.ts`) run against embedded PGlite always and
 * against PostgreSQL too when TEST_DATABASE_URL is set (each test file in its own database).
 */
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const apiProject = (engine: "pglite" | "postgres") => ({
  test: {
    name: `api-${engine}`,
    include: ["server/**/*.api.test.ts", "tests/api/**/*.test.ts"],
    env: { TEST_DB_ENGINE: engine },
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Every core: API tests spend much of their time waiting on a database, and Vitest's default
    // leaves one core idle (a single worker on a two-core machine).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          include: ["shared/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.api.test.ts", "node_modules/**"],
        },
      },
      apiProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("postgres")] : []),
    ],
  },
});
