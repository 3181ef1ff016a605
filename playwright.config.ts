/**
 * Browser journeys against the built store on a private port and data directory, in Debian's
 * Chromium. A console error fails the test (see tests/e2e/fixtures.ts).
 */
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/quality/browser.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3111);
// Set once by the runner process and inherited by the workers, which read the mail outbox.
const DATA_DIR = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `roamwell-e2e-${process.pid}`));

export default defineConfig({
  testDir: "tests/e2e",
  // Before any test: the seeded database the journeys that start their own store begin from
  // (own-store.ts), and the home page's JavaScript budget, checked once on the started server.
  globalSetup: ["./tests/e2e/global-setup.ts", "./scripts/quality/js-budget.setup.mjs"],
  // After them: the Nu Html Checker over the pages and dialogs the journeys saved (html-check.ts).
  globalTeardown: "./tests/e2e/html-check.ts",
  fullyParallel: true,
  // Twice the two cores of the CI machine: a journey spends much of its time waiting (page loads,
  // the server's job and mail workers polling every second or two, a store of its own starting),
  // and two workers left the cores idle (docs/PERFORMANCE.md, the test suite's duration).
  workers: 4,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  // axe alone takes 5 to 6 s on the home page with an idle machine and Chromium 156.0.8078.108;
  // four journeys side by side on two cores can triple that.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node --import tsx server/main.ts",
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    // TRUST_PROXY lets a test speak for its own client address (X-Forwarded-For), so per-address
    // rate limits bite only where a test means them to.
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      TRUST_PROXY: "true",
      // A seller's legal name and address, so receipts show configured ones (unset: the brand name alone, server/config.test.ts).
      STORE_LEGAL_NAME: "Roamwell Travel Ltd",
      STORE_ADDRESS: "1 Harbour Street\nBristol BS1 4XX\nUnited Kingdom",
    },
  },
});
