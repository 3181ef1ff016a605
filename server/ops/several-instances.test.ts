/**
 * Several instances on one PostgreSQL and one Redis behind a load balancer (docs/OPERATIONS.md#several-instances):
 * two web-only instances (RUN_JOBS=false) and one that also runs the jobs and the mail, each
 * `server/main.ts` in its own process, as production runs them. Guests buy, travellers sign up,
 * log in and top up their balance through the balancer while the jobs instance is restarted
 * mid-load, as a deployment does. Then:
 * - every paid order is delivered once, with one delivery mail and one receipt; every top-up is
 *   credited once;
 * - no request was lost, during the restart or otherwise;
 * - a per-address limit counts across instances, and a request id used on one is refused on another;
 * - a catalogue change reaches the kept pages of every instance.
 *
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (both set by `.ci/run`).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, it } from "vitest";
import { decode } from "../../tests/support/eml.ts";
import { SAMPLE_LEAD } from "../../tests/support/test-app.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { buildStorefront, BUILD_TIMEOUT_MS } from "../../tests/support/storefront-build.ts";
import { startBalancer } from "../../tests/support/balancer.ts";
import { api, buyAsGuest, engines, kill, killRunning, mailsOfOrder, payOnSandboxPage, signedCall, startStore, type Store } from "../../tests/support/store-process.ts";

beforeAll(buildStorefront, BUILD_TIMEOUT_MS);
afterAll(killRunning);

const PASSWORD = "Lisbon by tram 28";
let addresses = 0;
const run = randomBytes(2).readUInt16BE() % 250;
/** A client address of its own (the balancer passes X-Forwarded-For on, TRUST_PROXY trusts it), fresh for each run: Redis keeps the limits between runs. */
const client = () => ({ "x-forwarded-for": `10.${run}.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}` });

/** The six-digit code the jobs instance mailed to `email` (its outbox). */
function mailedCode(outbox: string, email: string): string | null {
  if (!fs.existsSync(outbox)) return null;
  for (const file of fs.readdirSync(outbox)) {
    const eml = fs.readFileSync(path.join(outbox, file), "utf8");
    if (!eml.includes(email)) continue;
    const code = /^\s{4}(\d{6})\s*$/m.exec(decode(eml))?.[1];
    if (code) return code;
  }
  return null;
}

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)("two web instances and a jobs instance", () => {
  it("sell, sign in and top up through a rolling restart, each order delivered once, no request lost, limits and kept pages shared", async ({ expect }) => {
    const db = await engines.find((e) => e.name === "PostgreSQL")!.database();
    const [portA, portB, portJobs] = [await freePort(), await freePort(), await freePort()];
    const dirs = { a: fs.mkdtempSync(path.join(os.tmpdir(), "roamwell-a-")), b: fs.mkdtempSync(path.join(os.tmpdir(), "roamwell-b-")), jobs: fs.mkdtempSync(path.join(os.tmpdir(), "roamwell-jobs-")) };
    const balancer = await startBalancer([portA, portB, portJobs]);
    const common = {
      DATABASE_URL: db.env.DATABASE_URL!,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      SESSION_SECRET: `several-instances-${randomBytes(16).toString("hex")}`,
      PUBLIC_URL: balancer.base,
      TRUST_PROXY: "true",
      CATALOG_REFRESH_MS: "300",
      // Longer than the balancer's 100 ms between checks: it stops sending before the listener closes.
      SHUTDOWN_DRAIN_MS: "600",
    };
    const jobsEnv = { ...common, DATA_DIR: dirs.jobs };
    const outbox = path.join(dirs.jobs, "outbox");
    const admin = new pg.Client({ connectionString: db.env.DATABASE_URL });
    try {
      // The jobs instance first: it migrates and seeds the database the others then find ready.
      let jobs: Store = await startStore(expect, portJobs, jobsEnv);
      const [a, b] = await Promise.all([
        startStore(expect, portA, { ...common, DATA_DIR: dirs.a, RUN_JOBS: "false" }),
        startStore(expect, portB, { ...common, DATA_DIR: dirs.b, RUN_JOBS: "false" }),
      ]);

      // The load: guests buying, and travellers signing up, logging in and topping up their balance.
      const base = balancer.base;
      const guests = Array.from({ length: 8 }, (_, i) => buyAsGuest(expect, base, `guest.${i}.${randomBytes(3).toString("hex")}@example.com`, client()));
      const travellers = Array.from({ length: 3 }, async (_, i) => {
        const headers = client();
        const email = `traveller.${i}.${randomBytes(3).toString("hex")}@example.com`;
        await api(expect, base, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" }, { headers });
        let code: string | null = null;
        await expect.poll(() => (code = mailedCode(outbox, email)), { timeout: 30_000, interval: 200 }).not.toBeNull();
        await api(expect, base, "/v1/check/verify-code", { email, codeType: "REGISTER", verifyCode: code! }, { headers });
        await api(expect, base, "/v1/user/register", { email, password: PASSWORD, verifyCode: code!, codeType: "REGISTER" }, { headers });
        const { token } = await api<{ token: string }>(expect, base, "/v1/user/login", { email, password: PASSWORD }, { headers });
        const recharge = await api<{ rechargeNo: string; credit: { minor: number } }>(expect, base, "/v1/create/recharge", { plan: "usd-10" }, { token, headers: { ...headers, "idempotency-key": randomBytes(16).toString("hex") } });
        const { redirectUrl } = await api<{ redirectUrl: string }>(expect, base, "/v1/execute/recharge/payment", { rechargeNo: recharge.rechargeNo }, { token, headers });
        await payOnSandboxPage(expect, redirectUrl, headers);
        return { token, headers, recharge };
      });

      // Visitors browse through the balancer all along: pages and catalogue answers, each of which must come back whole.
      let browsing = true;
      const browsed: Array<number | string> = [];
      const browse = (async () => {
        for (let i = 0; browsing; i++) {
          const url = ["/japan", "/de/europe", "/api/openapi.json", "/united-states/5gb-30-days", "/robots.txt"][i % 5]!;
          browsed.push(await fetch(base + url, { headers: client() }).then((res) => res.status, (err: Error) => err.message));
        }
      })();

      // Mid-load (the first journey done, the others and their jobs under way), the jobs instance
      // is restarted as a deployment does: SIGTERM, then the new one.
      let finished = 0;
      for (const journey of [...guests, ...travellers]) void journey.then(() => (finished += 1), () => undefined);
      await Promise.race(guests);
      expect(finished, "journeys finished before the restart").toBeLessThan(guests.length + travellers.length);
      const exited = new Promise<number | null>((resolve) => jobs.child.once("exit", (code) => resolve(code)));
      jobs.child.kill("SIGTERM");
      expect(await exited, "the jobs instance's exit code").toBe(0);
      jobs = await startStore(expect, portJobs, jobsEnv);
      browsing = false;
      await browse;
      expect(browsed.length).toBeGreaterThan(20);
      expect(browsed.filter((status) => status !== 200), "pages and answers that did not come back whole").toEqual([]);

      const bought = await Promise.all(guests);
      const signedUp = await Promise.all(travellers);
      for (const { orderNo, token } of bought) {
        await expect
          .poll(async () => (await api<{ status: string }>(expect, base, "/v1.1/payOrder/payment-status", { orderNo }, { token })).status, { timeout: 60_000, interval: 500 })
          .toBe("DELIVERED");
      }
      for (const { token, headers, recharge } of signedUp) {
        await expect
          .poll(async () => (await api<{ recharge: { status: string }; balance: { minor: number } }>(expect, base, "/v1/query/recharge/payment-status", { rechargeNo: recharge.rechargeNo }, { token, headers })).recharge.status, { timeout: 60_000, interval: 500 })
          .toBe("CREDITED");
        const status = await api<{ balance: { minor: number } }>(expect, base, "/v1/query/recharge/payment-status", { rechargeNo: recharge.rechargeNo }, { token, headers });
        expect(status.balance.minor, "credited once").toBe(recharge.credit.minor);
      }
      // One eSIM, one delivery mail and one receipt an order, a while after the last delivery.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await admin.connect();
      for (const { orderNo } of bought) {
        expect(mailsOfOrder(dirs.jobs, orderNo), orderNo).toEqual({ deliveries: 1, receipts: 1 });
        const esims = await admin.query("select count(*)::int as n from esims e join orders o on o.id = e.order_id where o.order_no = $1", [orderNo]);
        expect(esims.rows[0].n, orderNo).toBe(1);
      }
      expect(balancer.failures, "requests the instances did not answer").toEqual([]);
      expect(new Set(balancer.served.keys())).toEqual(new Set([portA, portB, portJobs]));

      // A per-address limit counts on every instance: ten codes a minute from one address (the
      // route's burst limit, kept in Redis), wherever they are asked.
      const headers = client();
      const instances = [a.base, b.base, jobs.base];
      const sends: Array<{ success: boolean; code: string | number }> = [];
      for (let i = 0; i < 11; i++) sends.push((await signedCall(instances[i % 3]!, "/v1/send/verify-code", { email: `limit.${i}.${randomBytes(3).toString("hex")}@example.com`, password: PASSWORD, codeType: "REGISTER" }, { headers })).answer);
      expect(sends.slice(0, 10).map((s) => s.success), JSON.stringify(sends.map((s) => s.code))).toEqual(Array(10).fill(true));
      expect(sends[10]).toMatchObject({ success: false, code: "RATE_LIMITED" });

      // A request id used on one instance is refused on another.
      const requestId = randomBytes(10).toString("hex");
      const lead = { ...SAMPLE_LEAD, contactEmail: `lead.${randomBytes(3).toString("hex")}@example.com` };
      expect((await signedCall(a.base, "/v1/partnership/contactUs", lead, { requestId, headers: client() })).answer.success).toBe(true);
      const replay = await signedCall(b.base, "/v1/partnership/contactUs", lead, { requestId, headers: client() });
      expect(replay.status).toBe(409);
      expect(replay.answer.code).toBe("REPLAYED_REQUEST");

      // A catalogue change made elsewhere reaches every instance's kept pages.
      const page = "/united-states/5gb-30-days";
      for (const instance of instances) {
        await fetch(instance + page);
        expect((await fetch(instance + page)).headers.get("x-cache"), instance).toBe("HIT");
      }
      await admin.query("update plans set price_override_usd_minor = 777 where slug = '5gb-30-days' and area_id = (select id from areas where slug = 'united-states')");
      for (const instance of instances) {
        await expect.poll(async () => (await (await fetch(instance + page)).text()).includes("7.77"), { timeout: 10_000, interval: 200 }).toBe(true);
      }
      await Promise.all([a, b, jobs].map((store) => kill(store, "SIGTERM")));
    } finally {
      await admin.end().catch(() => undefined);
      await balancer.close();
      await db.drop();
      for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
