/**
 * `npm run ledger -- <command>`: the operator's view of the balance journal (docs/WALLET.md#ledger).
 * Works on the configured database (DATA_DIR or DATABASE_URL); a running store on embedded
 * PGlite must be stopped first, as PGlite allows one process. Reads only.
 */
import { eq } from "drizzle-orm";
import { runOnDatabase } from "./cli-support.ts";
import { users } from "../db/schema.ts";
import { normalizeEmail } from "../domain/accounts/index.ts";
import { balanceReport, totalsReport, verifyReport } from "../domain/wallet/index.ts";

const USAGE = `usage: npm run ledger -- <command>
  verify            prove the books agree (every transaction sums to zero, each wallet's running
                    balance equals its journal); exit code 1 and each problem when they do not
  totals            the store accounts' totals and the sum of all wallets
  balance <email>   an account's balance and its last 20 statement lines`;

const STATEMENT_LINES = 20;

const [command, ...args] = process.argv.slice(2);
await runOnDatabase(async ({ ledger }, db) => {
  switch (command) {
    case "verify": {
      const report = verifyReport(await ledger.verify());
      for (const line of report.lines) console.log(line);
      return report.exitCode;
    }
    case "totals":
      for (const line of totalsReport(await ledger.storeTotals(), await ledger.walletsTotal())) console.log(line);
      break;
    case "balance": {
      if (!args[0]) throw new Error(USAGE);
      // Addresses are stored as the accounts service normalizes them.
      const email = normalizeEmail(args[0]);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no user with e-mail ${email}`);
      const lines = balanceReport(email, await ledger.balance(user.id), await ledger.statement(user.id, 1, STATEMENT_LINES));
      for (const line of lines) console.log(line);
      break;
    }
    default:
      throw new Error(USAGE);
  }
});
