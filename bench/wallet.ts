/**
 * Wallet throughput through HTTP (docs/WALLET.md), on a database of its own, dropped afterwards:
 *
 *   a. orders placed and paid in full from the balance (`/v1.1/setup/payment` with useBalance):
 *      each one locks the wallet, posts `order:<id>` and marks the order paid, in one transaction;
 *   b. 50 clients spending ONE wallet at once, until its balance runs out mid-way: throughput, and
 *      afterwards the balance never went below zero and the books agree (`ledger.verify()`);
 *   c. statement pages (`/v2/query/transactions`, 50 lines) of an account with 1,000 entries.
 *
 *   npm run bench:wallet                                                          # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:wallet      # PostgreSQL
 *   BENCH_SECONDS=20 BENCH_CONCURRENCY=20 BENCH_RACERS=50 BENCH_RACE_ORDERS=10 npm run bench:wallet
 *
 * With DATABASE_URL the bench creates a fresh database on that server and drops it at the end;
 * on PGlite it uses a new data directory and removes it. The server runs in its own process
 * (bench/bench-server.ts: production mode, no job workers), whose bench routes
 * (bench/wallet-routes.ts) make the account holders and their balances: that set-up is not measured.
 */
import { randomBytes } from "node:crypto";
import { apiClient, load, resultRow, startBenchServer, type LoadResult } from "./bench-client.ts";
import { benchDatabase } from "./bench-database.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const RACERS = Number(process.env.BENCH_RACERS ?? 50);
const RACE_ORDERS = Number(process.env.BENCH_RACE_ORDERS ?? 10);
const STATEMENT_ENTRIES = Number(process.env.BENCH_STATEMENT_ENTRIES ?? 1_000);
const PAGE_SIZE = 50;
const PLAN = { area: "united-states", plan: "5gb-30-days" };
/** Enough for every order of (a) many times over. */
const LARGE_BALANCE = 100_000_00;

interface Holder {
  userId: string;
  email: string;
  token: string;
}
interface Placed {
  orderNo: string;
  status: string;
  charge: { minor: number };
  balancePart: { minor: number } | null;
  cardPart: { minor: number };
}
interface Check {
  balanceMinor: number;
  lowestMinor: number;
  problems: string[];
}

const database = await benchDatabase("wallet");
const server = await startBenchServer({ ...database.env, BENCH_WALLET: "1" });
const { call, api, bench } = apiClient(server.base);

const placeFromBalance = (holder: Holder) =>
  api<Placed>("/v1.1/setup/payment", { ...PLAN, useBalance: true }, { token: holder.token, headers: { "idempotency-key": randomBytes(16).toString("hex") } });

try {
  // a. Paid in full from the balance: each order is PAID when the call answers.
  const holders = await bench<Holder[]>("/bench/wallet/accounts", { count: CONCURRENCY * 2, balanceMinor: LARGE_BALANCE });
  const fromBalance = await load(
    CONCURRENCY,
    async (i) => {
      const order = await placeFromBalance(holders[i % holders.length]!);
      if (order.status !== "PAID" || order.cardPart.minor !== 0) throw new Error(`${order.orderNo} is ${order.status}, card part ${order.cardPart.minor}`);
    },
    (_n, ms) => ms > SECONDS * 1000,
  );

  // b. One wallet, RACERS clients at once; the balance lasts for about half the orders.
  const price = (await placeFromBalance(holders[0]!)).charge.minor;
  const orders = RACERS * RACE_ORDERS;
  const start = price * Math.floor(orders / 2) + Math.floor(price / 2);
  const [shared] = await bench<Holder[]>("/bench/wallet/accounts", { count: 1, balanceMinor: start });
  const answers: Placed[] = [];
  const race = await load(
    RACERS,
    async () => void answers.push(await placeFromBalance(shared!)),
    (n) => n >= orders,
  );
  const check = await bench<Check>("/bench/wallet/check", { userId: shared!.userId });
  const taken = answers.reduce((sum, a) => sum + (a.balancePart?.minor ?? 0), 0);
  const full = answers.filter((a) => a.status === "PAID").length;
  const part = answers.filter((a) => a.balancePart && a.cardPart.minor > 0).length;
  const none = answers.filter((a) => !a.balancePart).length;
  const raceOk = check.lowestMinor >= 0 && check.balanceMinor >= 0 && taken === start - check.balanceMinor && check.problems.length === 0;

  // c. Statement pages of a long statement, at random pages.
  const [reader] = await bench<Holder[]>("/bench/wallet/accounts", { count: 1, balanceMinor: 0 });
  await bench("/bench/wallet/credits", { userId: reader!.userId, amountMinor: 100, times: STATEMENT_ENTRIES });
  const pages = Math.ceil(STATEMENT_ENTRIES / PAGE_SIZE);
  const pageAt = (i: number) => (i % pages) + 1;
  const probe = await call<{ total: number }>(`/v2/query/transactions?pageNum=1&pageSize=${PAGE_SIZE}`, {}, { token: reader!.token });
  if (!probe.success || probe.obj.total !== STATEMENT_ENTRIES) throw new Error(`/v2/query/transactions: ${probe.status} ${probe.msg}`);
  const statement: LoadResult = await load(
    CONCURRENCY,
    async (i) => {
      const page = pageAt(i);
      const { list } = await api<{ list: unknown[] }>(`/v2/query/transactions?pageNum=${page}&pageSize=${PAGE_SIZE}`, {}, { token: reader!.token });
      if (list.length !== Math.min(PAGE_SIZE, STATEMENT_ENTRIES - (page - 1) * PAGE_SIZE)) throw new Error(`page ${page}: ${list.length} lines`);
    },
    (_n, ms) => ms > SECONDS * 1000,
  );
  const verified = await bench<Check>("/bench/wallet/check", { userId: reader!.userId });

  console.log(`\nwallet, ${database.engine}:\n`);
  console.log("| measure | requests | req/s | p50 ms | p99 ms |");
  console.log("|---|---|---|---|---|");
  console.log(resultRow(`a. \`/v1.1/setup/payment\` with useBalance, paid in full (${CONCURRENCY} clients, ${holders.length} accounts)`, fromBalance));
  console.log(resultRow(`b. the same, ${RACERS} clients on ONE wallet`, race));
  console.log(resultRow(`c. \`/v2/query/transactions\`, ${PAGE_SIZE} of ${STATEMENT_ENTRIES} entries (${CONCURRENCY} clients)`, statement));
  console.log(
    `\nb. one wallet: $${(start / 100).toFixed(2)} at the start, ${orders} orders of $${(price / 100).toFixed(2)}: ${full} paid by the balance alone, ` +
      `${part} partly, ${none} left to the card; $${(taken / 100).toFixed(2)} taken, $${(check.balanceMinor / 100).toFixed(2)} left, ` +
      `lowest balance in the journal $${(check.lowestMinor / 100).toFixed(2)}; books ${check.problems.length === 0 ? "agree" : `disagree: ${check.problems.join("; ")}`}`,
  );
  console.log(`after all: books ${verified.problems.length === 0 ? "agree" : `disagree: ${verified.problems.join("; ")}`}`);
  if (!raceOk || verified.problems.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
  await database.drop();
}
