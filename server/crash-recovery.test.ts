/**
 * A process that dies between payment and provisioning loses nothing (docs/CHECKOUT.md#exactly-once):
 * the payment is recorded and the provisioning job waits in the database; killed with SIGKILL
 * (no shutdown code runs) and started again on the same database, the store delivers the eSIM,
 * once. Runs on embedded PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, both at once.
 *
 * The store runs as it does in production: `server/main.ts` in a process of its own, over the
 * storefront build (built first when out of date, as the browser tests do), talked to over HTTP.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, it, type ExpectStatic } from "vitest";
import { encodeAuthString } from "../shared/guest-auth.ts";
import { signBody } from "../shared/api/signature.ts";
import { decode } from "../tests/support/eml.ts";
import { freePort } from "../tests/support/free-port.ts";
import { buildStorefront, BUILD_TIMEOUT_MS } from "../tests/support/storefront-build.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Every store process a test started and has not seen exit, stopped after the file whatever happened. */
const running = new Set<ChildProcess>();

interface Store {
  child: ChildProcess;
  base: string;
}

/** Starts `server/main.ts`; a first start on an empty database migrates and seeds it, which a busy machine takes a while over. */
async function startStore(expect: ExpectStatic, port: number, env: Record<string, string>): Promise<Store> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok ?? false, { timeout: 90_000, interval: 250 }).toBe(true);
  return { child, base };
}

async function kill(store: Store, signal: NodeJS.Signals) {
  if (store.child.exitCode !== null || store.child.signalCode !== null) return;
  const exited = new Promise((resolve) => store.child.once("exit", resolve));
  store.child.kill(signal);
  await exited;
}

/** A signed API call, as the storefront makes it. */
async function api<T>(expect: ExpectStatic, base: string, apiPath: string, fields: object, opts: { token?: string; email?: string; headers?: Record<string, string> } = {}) {
  const body = JSON.stringify({
    meta: { currentTime: Date.now(), requestId: randomBytes(10).toString("hex") },
    clientId: 0,
    ...(opts.email !== undefined ? { email: opts.email } : {}),
    ...fields,
  });
  const headers: Record<string, string> = { "content-type": "application/json", "x-signature": await signBody(body, opts.token), ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(base + apiPath, { method: "POST", headers, body });
  const answer = (await res.json()) as { success: boolean; code: string | number; msg: string; obj: T };
  expect(answer, `${apiPath}: ${answer.msg}`).toMatchObject({ success: true });
  return answer.obj;
}

/** A guest buys a plan and pays with the 4242 card on the sandbox page; answers the order number and token. */
async function buyAsGuest(expect: ExpectStatic, base: string, email: string) {
  const first = await api<{ checkToken: string }>(expect, base, "/v1/user/oauth", {
    type: "WEB_ANONYMITY",
    rspToken: "",
    authString: encodeAuthString({ d: `crash-${randomBytes(12).toString("hex")}` }),
  });
  const { token } = await api<{ token: string }>(expect, base, "/v1/user/guest-login", { idToken: first.checkToken, email: "", loginType: "WEB_CLIENT_ANONYMITY_LOGIN" });
  const order = await api<{ orderNo: string }>(
    expect,
    base,
    "/v1.1/setup/payment",
    { area: "united-states", plan: "5gb-30-days" },
    { token, email, headers: { "idempotency-key": randomBytes(16).toString("hex") } },
  );
  const { redirectUrl } = await api<{ redirectUrl: string }>(expect, base, "/v1.1/execute/payment", { orderNo: order.orderNo, method: "card" }, { token });
  const page = await (await fetch(redirectUrl)).text();
  const formToken = /name="token" value="([^"]+)"/.exec(page)?.[1];
  expect(formToken, "the sandbox page's form token").toBeTruthy();
  const paid = await fetch(redirectUrl, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: formToken!, number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Ada Traveller" }).toString(),
  });
  expect(paid.status, "the sandbox page sends the buyer back to the store").toBe(303);
  return { orderNo: order.orderNo, token };
}

async function onAdmin(query: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

const engines: { name: string; database: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }> }[] = [
  {
    name: "PGlite",
    database: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "roamwell-crash-"));
      return { env: { DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  engines.push({
    name: "PostgreSQL",
    database: async () => {
      const name = `roamwell_crash_${randomBytes(4).toString("hex")}`;
      await onAdmin(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "roamwell-crash-"));
      return {
        env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
        drop: async () => {
          await onAdmin(`drop database if exists ${name} with (force)`);
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  });
}

beforeAll(buildStorefront, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([...running].map((child) => kill({ child, base: "" }, "SIGKILL")));
});

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
          const outbox = path.join(db.env.DATA_DIR!, "outbox");
          const mailsOfOrder = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => decode(fs.readFileSync(path.join(outbox, f), "utf8"))).filter((m) => m.includes(orderNo)) : []);
          const counted = () => {
            const mails = mailsOfOrder();
            const deliveries = mails.filter((m) => m.includes(`/paysuccess?order=${orderNo}&key=`)).length;
            return { deliveries, receipts: mails.length - deliveries };
          };
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
