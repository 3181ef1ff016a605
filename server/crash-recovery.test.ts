/**
 * A process that dies between payment and provisioning loses nothing (docs/CHECKOUT.md#exactly-once):
 * the payment is recorded and the provisioning job waits in the database; killed with SIGKILL
 * (no shutdown code runs) and started again on the same database, the store delivers the eSIM,
 * once. Runs on embedded PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, both at once.
 *
 * The store runs as it does in production: `server/main.ts` in a process of its own, over the
 * storefront build (built first when out of date, as the browser tests do), talked to over HTTP.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, it } from "vitest";
import { freePort } from "../tests/support/free-port.ts";
import { buildStorefront, BUILD_TIMEOUT_MS } from "../tests/support/storefront-build.ts";
import { api, buyAsGuest, engines, kill, killRunning, mailsOfOrder, startStore } from "../tests/support/store-process.ts";

beforeAll(buildStorefront, BUILD_TIMEOUT_MS);

afterAll(killRunning);

// The engines at the same time: each store waits on its own start-up, database and job poll.
// (Concurrent tests check with their own `expect`, which the steps above are handed.)
describe.concurrent("killed after the payment and before provisioning", () => {
  for (const engine of engines) {
    it(`${engine.name}: the store delivers the eSIM once after a restart`, async ({ expect }) => {
      const port = await freePort();
      const db = await engine.database();
      const email = `crash.${randomBytes(4).toString("hex")}@example.com`;
      try {
        // The first process runs no jobs: whatever the payment causes stays queued in the database.
        let store = await startStore(expect, port, { ...db.env, RUN_JOBS: "false" });
        const { orderNo, token } = await buyAsGuest(expect, store.base, email);
        const confirmed = await api<{ status: string; payment: string }>(expect, store.base, "/v1.1/payOrder/confirm", { orderNo }, { token });
        expect(confirmed).toMatchObject({ status: "PAID", payment: "SUCCEEDED" });
        await kill(store, "SIGKILL");
        expect(store.child.signalCode).toBe("SIGKILL");

        // Started again on the same database (and the same session key, kept in the data directory).
        store = await startStore(expect, port, db.env);
        try {
          await expect
            .poll(async () => (await api<{ status: string }>(expect, store.base, "/v1.1/payOrder/payment-status", { orderNo }, { token })).status, {
              timeout: 30_000,
              interval: 500,
            })
            .toBe("DELIVERED");
          const { list } = await api<{ list: { orderNo: string; label: string; esim: { iccid: string } | null }[] }>(expect, store.base, "/v3/query/orders", {}, { token });
          expect(list).toHaveLength(1);
          expect(list[0]).toMatchObject({ orderNo, label: "undownload", esim: { iccid: expect.stringMatching(/^89\d{17,18}$/) } });
          // The sandbox's webhooks, also queued before the crash, arrive now too: still one delivery
          // mail (the one with the order's link), and one receipt (the other mail naming the order).
          const counted = () => mailsOfOrder(db.env.DATA_DIR!, orderNo);
          await expect.poll(counted, { timeout: 20_000 }).toEqual({ deliveries: 1, receipts: 1 });
          // And no more of either a while later (the mail worker polls every 2 s).
          await new Promise((resolve) => setTimeout(resolve, 3_000));
          expect(counted()).toEqual({ deliveries: 1, receipts: 1 });
        } finally {
          await kill(store, "SIGTERM");
        }
      } finally {
        await db.drop();
      }
    }, 240_000);
  }
});
