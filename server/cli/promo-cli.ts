/**
 * `npm run promo -- <command>`: create, disable and list promo codes from the command line, as
 * the console's /admin/promos does (docs/WALLET.md#promo-codes). Works on the configured
 * database (DATA_DIR or DATABASE_URL); a running store on embedded PGlite must be stopped first, as PGlite allows one
 * process. Exit codes: 0 done, 1 refused or failed (the code exists, no such code, terms not
 * valid), 2 the command line was not understood (the usage follows the reason).
 */
import { runOnDatabase } from "./cli-support.ts";
import { parsePromoArgs, PROMO_USAGE } from "./promo-cli-args.ts";
import { describePromo, listReport, promoProblemText } from "../domain/promos/index.ts";
import { utc } from "../domain/wallet/index.ts";

const parsed = parsePromoArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.message}\n\n${PROMO_USAGE}`);
  process.exit(2);
}
const args = parsed.value;
if (args.command === "help") {
  console.log(PROMO_USAGE);
  process.exit(0);
}

await runOnDatabase(async ({ promos }) => {
  switch (args.command) {
    case "list":
      for (const line of listReport(await promos.list(), new Date())) console.log(line);
      break;
    case "create": {
      const created = await promos.create(args.promo);
      if (!created.ok) throw new Error(promoProblemText(created.problem));
      console.log(`created ${describePromo(created.promo)}`);
      break;
    }
    case "disable": {
      const done = await promos.disable(args.code);
      if (!done.ok) throw new Error(promoProblemText(done.problem));
      if (done.result === "already") console.log(`${args.code} was already disabled (since ${utc(done.promo.disabledAt!)})`);
      else console.log(`disabled ${describePromo(done.promo)}; it can no longer be redeemed, and its discounts waiting on accounts are no longer taken`);
      break;
    }
  }
});
