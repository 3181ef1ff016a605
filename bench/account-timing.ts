/**
 * Timing of the answers that must not tell who has an account (PRODUCT.md#account-privacy):
 * a failed log-in for an unknown address vs a wrong password, and a REGISTER code sent to a new
 * vs an already registered address. Each pair is run interleaved through the accounts service on
 * one database, every call with its own address and client address so no limit or throttle
 * applies, and compared by median and 90th percentile.
 *
 *   npm run bench:accounts               # 60 calls of each kind on embedded PGlite
 *   BENCH_CALLS=200 DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:accounts
 */
import os from "node:os";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import pino from "pino";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase, prepareDatabase } from "../server/db/open-from-config.ts";
import { users } from "../server/db/schema.ts";
import { hashPassword } from "../server/domain/accounts/index.ts";
import { createServices } from "../server/services.ts";

const CALLS = Number(process.env.BENCH_CALLS ?? 60);
const PASSWORD = "Lisbon by tram 28";
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  SEED_DEMO: "false",
  DATA_DIR: path.join(os.tmpdir(), `roamwell-bench-${randomBytes(4).toString("hex")}`),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const database = await openConfiguredDatabase(config);
await prepareDatabase(database, config);
const { accounts } = createServices(config, database, { log: pino({ level: "silent" }), mailer: { send: async () => {} } });

const run = randomBytes(3).toString("hex");
let ip = 0;
const client = () => ({ ip: `10.${run.length}.${Math.floor(++ip / 250)}.${ip % 250}`, userAgent: "bench" });
const address = (kind: string, i: number) => `${kind}-${run}-${i}@example.com`;

// Registered addresses, written directly (the sign-up path is not what is measured).
const passwordHash = await hashPassword(PASSWORD);
await database.db.insert(users).values(Array.from({ length: CALLS }, (_, i) => ({ id: randomUUID(), email: address("member", i), passwordHash, kind: "account" as const, lang: "en" as const })));

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

async function compare(name: string, a: [string, (i: number) => Promise<unknown>], b: [string, (i: number) => Promise<unknown>]) {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < CALLS; i++) {
    // Interleaved, alternating which goes first, so drift in machine load hits both alike.
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) times[k].push(await time(() => (k === 0 ? a : b)[1](i)));
  }
  console.log(`\n${name} (${CALLS} calls each, ms)`);
  console.log("| case | median | p90 |\n|---|---|---|");
  for (const [k, [label]] of [a, b].entries()) console.log(`| ${label} | ${quantile(times[k], 0.5).toFixed(1)} | ${quantile(times[k], 0.9).toFixed(1)} |`);
  const gap = Math.abs(quantile(times[0], 0.5) - quantile(times[1], 0.5));
  console.log(`median gap: ${gap.toFixed(1)} ms (${((100 * gap) / quantile(times[1], 0.5)).toFixed(1)} %)`);
}

try {
  console.log(`engine: ${database.engine}`);
  await compare(
    "Failed log-in",
    ["unknown address", (i) => accounts.login({ email: address("stranger", i), password: "wrong password 1", client: client() })],
    ["wrong password", (i) => accounts.login({ email: address("member", i), password: "wrong password 1", client: client() })],
  );
  await compare(
    "REGISTER code",
    ["new address", (i) => accounts.sendCode({ email: address("newcomer", i), codeType: "REGISTER", password: PASSWORD, lang: "en", client: client() })],
    ["registered address", (i) => accounts.sendCode({ email: address("member", i), codeType: "REGISTER", password: PASSWORD, lang: "en", client: client() })],
  );
} finally {
  await database.close();
}
