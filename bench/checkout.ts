/**
 * Checkout throughput: placing orders (`/v1.1/setup/payment`) and confirming payments
 * (`/v1.1/payOrder/confirm`, which asks the provider and applies its answer under the row locks)
 * through HTTP, with requests per second and p50/p99 latency. Run it on PostgreSQL: PGlite has one
 * connection and serializes everything.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:checkout
 *   BENCH_SECONDS=20 BENCH_CONCURRENCY=20 DATABASE_URL=... npm run bench:checkout
 *
 * The server runs in its own process (bench/bench-server.ts: production mode, no job workers, so
 * only the measured calls touch the database). Every simulated traveller is a guest with its own
 * client address, so per-address limits do not bite. Confirmation is measured on orders already
 * paid on the sandbox page: each first confirm is the state-changing one (payment, order, job).
 */
import { randomBytes } from "node:crypto";
import { encodeAuthString } from "../shared/guest-auth.ts";
import { apiClient, load as loadWith, newAddress, resultRow, startBenchServer } from "./bench-client.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const CONFIRMS = Number(process.env.BENCH_CONFIRMS ?? 300);
const PLAN = { area: "united-states", plan: "5gb-30-days" };

const server = await startBenchServer();
const { base } = server;
const { api } = apiClient(base);

interface Traveller {
  token: string;
  ip: string;
  email: string;
}

async function guest(): Promise<Traveller> {
  const ip = newAddress();
  const authString = encodeAuthString({ d: `bench-${randomBytes(12).toString("hex")}` });
  const first = await api<{ checkToken: string }>("/v1/user/oauth", { type: "WEB_ANONYMITY", rspToken: "", authString }, { ip });
  const { token } = await api<{ token: string }>("/v1/user/guest-login", { idToken: first.checkToken, email: "", loginType: "WEB_CLIENT_ANONYMITY_LOGIN" }, { ip });
  return { token, ip, email: `bench.${randomBytes(4).toString("hex")}@example.com` };
}

const placeOrder = (t: Traveller) =>
  // A fresh client address per call: the per-address limits are for one person, not a crowd.
  api<{ orderNo: string }>("/v1.1/setup/payment", PLAN, { token: t.token, email: t.email, ip: newAddress(), headers: { "idempotency-key": randomBytes(16).toString("hex") } });

const load = (work: (i: number) => Promise<void>, until: (started: number, elapsedMs: number) => boolean) => loadWith(CONCURRENCY, work, until);

try {
  const travellers = await Promise.all(Array.from({ length: CONCURRENCY * 2 }, guest));

  const placing = await load(async (i) => void (await placeOrder(travellers[i % travellers.length]!)), (_n, ms) => ms > SECONDS * 1000);

  // Orders paid on the sandbox's hosted page (not measured), then their first confirmation (measured).
  const paid: { orderNo: string; t: Traveller }[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      for (let i = w; i < CONFIRMS; i += CONCURRENCY) {
        const t = travellers[i % travellers.length]!;
        const { orderNo } = await placeOrder(t);
        const { redirectUrl } = await api<{ redirectUrl: string }>("/v1.1/execute/payment", { orderNo, method: "card" }, { token: t.token, ip: newAddress() });
        // The bench server listens on a free port, not on PUBLIC_URL's: keep only the path.
        const hosted = base + new URL(redirectUrl).pathname + new URL(redirectUrl).search;
        const page = await (await fetch(hosted, { headers: { "x-forwarded-for": t.ip } })).text();
        const formToken = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? "";
        const res = await fetch(hosted, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": newAddress() },
          body: new URLSearchParams({ token: formToken, number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Bench Traveller" }).toString(),
        });
        if (res.status !== 303) throw new Error(`sandbox payment answered ${res.status}`);
        paid.push({ orderNo, t });
      }
    }),
  );
  const confirming = await load(
    async (i) => {
      const { orderNo, t } = paid[i]!;
      const answer = await api<{ status: string }>("/v1.1/payOrder/confirm", { orderNo }, { token: t.token, ip: newAddress() });
      if (answer.status !== "PAID") throw new Error(`${orderNo} is ${answer.status} after confirm`);
    },
    (n) => n >= paid.length,
  );

  const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`\ncheckout, ${engine}, ${CONCURRENCY} concurrent travellers:\n`);
  console.log("| call | requests | req/s | p50 ms | p99 ms |");
  console.log("|---|---|---|---|---|");
  console.log(resultRow("`/v1.1/setup/payment` (place an order)", placing));
  console.log(resultRow("`/v1.1/payOrder/confirm` (first confirmation of a paid order)", confirming));
} finally {
  await server.stop();
}
