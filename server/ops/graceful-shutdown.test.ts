/**
 * A restart for a deployment loses nothing (docs/OPERATIONS.md#restarts): SIGTERM while fifty
 * requests are in flight and paid orders' jobs are due. /readyz turns 503 at once, every request
 * is answered, the process exits 0, and the store started again delivers each order once, with
 * one delivery mail and one receipt each.
 *
 * On PostgreSQL when TEST_DATABASE_URL is set, else on embedded PGlite; the store runs as
 * production runs it (tests/support/store-process.ts).
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, it } from "vitest";
import { freePort } from "../../tests/support/free-port.ts";
import { buildStorefront, BUILD_TIMEOUT_MS } from "../../tests/support/storefront-build.ts";
import { api, buyAsGuest, engines, kill, killRunning, mailsOfOrder, startStore } from "../../tests/support/store-process.ts";

beforeAll(buildStorefront, BUILD_TIMEOUT_MS);
afterAll(killRunning);

const engine = engines.at(-1)!;
const LANGS = ["", "/de", "/es", "/ja", "/tr", "/zh-cn", "/zh-hk"];
/** Pages rendered for each request (no kept pages), and catalogue answers: fifty in all. */
const REQUESTS = [
  ...LANGS.flatMap((lang) => [`${lang}/`, `${lang}/japan`, `${lang}/europe`, `${lang}/japan/10gb-30-days`, `${lang}/faq-roamwell-esim`, `${lang}/thailand`]),
  ...Array.from({ length: 8 }, () => "/robots.txt"),
].slice(0, 50);

it(`${engine.name}: SIGTERM during fifty requests in flight answers them all, exits 0, and loses no job`, async ({ expect }) => {
  expect(REQUESTS).toHaveLength(50);
  const port = await freePort();
  const db = await engine.database();
  try {
    let store = await startStore(expect, port, { ...db.env, PAGE_CACHE_MB: "0", SHUTDOWN_DRAIN_MS: "1000" });
    // Paid orders whose webhooks, provisioning and mails are due as the signal comes.
    const bought = await Promise.all([0, 1, 2].map((i) => buyAsGuest(expect, store.base, `drain.${i}.${randomBytes(4).toString("hex")}@example.com`)));

    const answers = Promise.all(REQUESTS.map((url) => fetch(store.base + url).then((res) => res.status, (err: Error) => err.message)));
    // The requests are on their way (each has its own connection) when the signal comes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = new Promise<number | null>((resolve) => store.child.once("exit", (code) => resolve(code)));
    store.child.kill("SIGTERM");
    // Out of the load balancer's rotation at once, while the listener still answers.
    await expect.poll(async () => (await fetch(`${store.base}/readyz`)).status, { timeout: 900, interval: 50 }).toBe(503);
    expect(await answers).toEqual(Array(50).fill(200));
    expect(await exited).toBe(0);

    // Started again on the same database: every order is delivered once, mailed once.
    store = await startStore(expect, port, db.env);
    try {
      for (const { orderNo, token } of bought) {
        await expect
          .poll(async () => (await api<{ status: string }>(expect, store.base, "/v1.1/payOrder/payment-status", { orderNo }, { token })).status, { timeout: 30_000, interval: 500 })
          .toBe("DELIVERED");
        await expect.poll(() => mailsOfOrder(db.env.DATA_DIR!, orderNo), { timeout: 20_000 }).toEqual({ deliveries: 1, receipts: 1 });
      }
      // And no more a while later (the mail worker polls every 2 s).
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      for (const { orderNo } of bought) expect(mailsOfOrder(db.env.DATA_DIR!, orderNo)).toEqual({ deliveries: 1, receipts: 1 });
    } finally {
      await kill(store, "SIGTERM");
    }
  } finally {
    await db.drop();
  }
}, 240_000);
