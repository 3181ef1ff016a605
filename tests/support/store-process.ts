/**
 * The store as production runs it: `server/main.ts` in a process of its own over the storefront
 * build, on PGlite in a fresh data directory or on a fresh PostgreSQL database, talked to over
 * HTTP (server/crash-recovery.test.ts, server/ops/graceful-shutdown.test.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { ExpectStatic } from "vitest";
import { encodeAuthString } from "../../shared/guest-auth.ts";
import { signBody } from "../../shared/api/signature.ts";
import { decode } from "./eml.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Every store process a test started and has not seen exit, stopped after the file whatever happened. */
export const running = new Set<ChildProcess>();

export interface Store {
  child: ChildProcess;
  base: string;
}

/** Starts `server/main.ts`; a first start on an empty database migrates and seeds it, which a busy machine takes a while over. */
export async function startStore(expect: ExpectStatic, port: number, env: Record<string, string>): Promise<Store> {
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

export async function kill(store: Store, signal: NodeJS.Signals) {
  if (store.child.exitCode !== null || store.child.signalCode !== null) return;
  const exited = new Promise((resolve) => store.child.once("exit", resolve));
  store.child.kill(signal);
  await exited;
}

/** A signed API call, as the storefront makes it (`requestId`: the replay guard's id, fresh unless given); answers the HTTP status and the envelope. */
export async function signedCall<T>(base: string, apiPath: string, fields: object, opts: { token?: string; email?: string; headers?: Record<string, string>; requestId?: string } = {}) {
  const body = JSON.stringify({
    meta: { currentTime: Date.now(), requestId: opts.requestId ?? randomBytes(10).toString("hex") },
    clientId: 0,
    ...(opts.email !== undefined ? { email: opts.email } : {}),
    ...fields,
  });
  const headers: Record<string, string> = { "content-type": "application/json", "x-signature": await signBody(body, opts.token), ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(base + apiPath, { method: "POST", headers, body });
  return { status: res.status, answer: (await res.json()) as { success: boolean; code: string | number; msg: string; obj: T } };
}

/** A signed API call that must succeed; answers its `obj`. */
export async function api<T>(expect: ExpectStatic, base: string, apiPath: string, fields: object, opts: { token?: string; email?: string; headers?: Record<string, string> } = {}) {
  const { answer } = await signedCall<T>(base, apiPath, fields, opts);
  expect(answer, `${apiPath}: ${answer.msg}`).toMatchObject({ success: true });
  return answer.obj;
}

/** Pays on the sandbox's hosted page with the 4242 card, which sends the buyer back to the store. */
export async function payOnSandboxPage(expect: ExpectStatic, redirectUrl: string, headers: Record<string, string> = {}) {
  const page = await (await fetch(redirectUrl, { headers })).text();
  const formToken = /name="token" value="([^"]+)"/.exec(page)?.[1];
  expect(formToken, "the sandbox page's form token").toBeTruthy();
  const paid = await fetch(redirectUrl, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ token: formToken!, number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Ada Traveller" }).toString(),
  });
  expect(paid.status, "the sandbox page sends the buyer back to the store").toBe(303);
}

/** A guest (its own `headers` on every call, an X-Forwarded-For say) buys a plan and pays with the 4242 card on the sandbox page; answers the order number and token. */
export async function buyAsGuest(expect: ExpectStatic, base: string, email: string, headers: Record<string, string> = {}) {
  const first = await api<{ checkToken: string }>(
    expect,
    base,
    "/v1/user/oauth",
    { type: "WEB_ANONYMITY", rspToken: "", authString: encodeAuthString({ d: `crash-${randomBytes(12).toString("hex")}` }) },
    { headers },
  );
  const { token } = await api<{ token: string }>(expect, base, "/v1/user/guest-login", { idToken: first.checkToken, email: "", loginType: "WEB_CLIENT_ANONYMITY_LOGIN" }, { headers });
  const order = await api<{ orderNo: string }>(
    expect,
    base,
    "/v1.1/setup/payment",
    { area: "united-states", plan: "5gb-30-days" },
    { token, email, headers: { "idempotency-key": randomBytes(16).toString("hex"), ...headers } },
  );
  const { redirectUrl } = await api<{ redirectUrl: string }>(expect, base, "/v1.1/execute/payment", { orderNo: order.orderNo, method: "card" }, { token, headers });
  await payOnSandboxPage(expect, redirectUrl, headers);
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

export const engines: { name: string; database: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }> }[] = [
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

/** Stops every store a test file started and has not seen exit (its afterAll). */
export const killRunning = () => Promise.all([...running].map((child) => kill({ child, base: "" }, "SIGKILL")));

/** The mails in a store's outbox naming the order: its delivery mail (with the order's link) and its receipt. */
export function mailsOfOrder(dataDir: string, orderNo: string): { deliveries: number; receipts: number } {
  const outbox = path.join(dataDir, "outbox");
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => decode(fs.readFileSync(path.join(outbox, f), "utf8"))).filter((m) => m.includes(orderNo)) : [];
  const deliveries = mails.filter((m) => m.includes(`/paysuccess?order=${orderNo}&key=`)).length;
  return { deliveries, receipts: mails.length - deliveries };
}
