/**
 * The wallet benchmark's set-up and checks, served by the bench server (bench/bench-server.ts,
 * with BENCH_WALLET=1) because only that process may open an embedded PGlite: account holders
 * signed in with a balance, many small credits for a long statement, and the books' state
 * afterwards. None of it is measured.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq, min } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ledgerEntries, users } from "../server/db/schema.ts";
import { hashPassword } from "../server/domain/accounts/index.ts";
import { STORE_ACCOUNTS, walletAccount } from "../server/domain/wallet/ledger-rules.ts";
import type { Services } from "../server/services.ts";

const PASSWORD = "Lisbon by tram 28";

export function registerWalletBenchRoutes(app: FastifyInstance, services: Services) {
  const { db } = services.database;
  const run = randomBytes(3).toString("hex");
  let credits = 0;
  let accounts = 0;

  /** A promo credit, as the bench brief gives balances: one ledger transaction of its own. */
  const credit = (userId: string, amountMinor: number) =>
    db.transaction((tx) =>
      services.ledger.post(tx, {
        sourceKey: `bench:${run}:${++credits}`,
        kind: "promo",
        entries: [
          { account: walletAccount(userId), amountMinor },
          { account: STORE_ACCOUNTS.promo, amountMinor: -amountMinor },
        ],
      }),
    );

  /** `count` account holders, each signed in (a session token) with `balanceMinor` on the balance. */
  app.post("/bench/wallet/accounts", async (request) => {
    const { count, balanceMinor } = request.body as { count: number; balanceMinor: number };
    const passwordHash = await hashPassword(PASSWORD);
    const made: { userId: string; email: string; token: string }[] = [];
    for (let i = 0; i < count; i++) {
      const email = `bench-${run}-${++accounts}@example.com`;
      const userId = randomUUID();
      await db.insert(users).values({ id: userId, email, passwordHash, kind: "account", lang: "en" });
      const login = await services.accounts.login({ email, password: PASSWORD, client: { ip: `10.250.${accounts >> 8}.${accounts & 255}`, userAgent: "bench" } });
      if (!login.ok) throw new Error(`bench log-in failed: ${login.code}`);
      if (balanceMinor > 0) await credit(userId, balanceMinor);
      made.push({ userId, email, token: login.obj.token });
    }
    return made;
  });

  /** `times` credits of `amountMinor` each: a statement that long. */
  app.post("/bench/wallet/credits", async (request) => {
    const { userId, amountMinor, times } = request.body as { userId: string; amountMinor: number; times: number };
    for (let i = 0; i < times; i++) await credit(userId, amountMinor);
    return { ok: true };
  });

  /** The wallet's balance, the lowest balance it ever had (from the journal), and whether the books agree. */
  app.post("/bench/wallet/check", async (request) => {
    const { userId } = request.body as { userId: string };
    const [lowest] = await db
      .select({ minor: min(ledgerEntries.balanceAfterMinor) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, walletAccount(userId)));
    return { balanceMinor: await services.ledger.balance(userId), lowestMinor: lowest?.minor ?? 0, problems: await services.ledger.verify() };
  });
}
