/**
 * `npm run partners -- <command>`: manage partner merchants until an admin console exists
 * (PRODUCT.md#partners). Works on the configured database (DATA_DIR or DATABASE_URL); a running
 * store on embedded PGlite must be stopped first, as PGlite allows one process.
 */
import { runOnDatabase } from "./cli-support.ts";
import { REFERRAL_CODE_PATTERN } from "../../shared/referral.ts";

const USAGE = `usage: npm run partners -- <command>
  list                              merchants, whether active and whether they have a key
  add <id> <short code> <name...>   a new merchant (id: its number, as partners know it)
  key <short code>                  issue a new API key (shown once; the old key stops working)
  disable <short code>              refuse its short code and its key
  enable <short code>               accept them again`;

const [command, ...args] = process.argv.slice(2);
await runOnDatabase(async ({ partners }) => {
  const need = (n: number) => {
    if (args.length < n) throw new Error(USAGE);
  };
  switch (command) {
    case "list":
      for (const m of await partners.list()) console.log(`${m.id}\t${m.shortCode}\t${m.active ? "active" : "disabled"}\t${m.hasKey ? "key issued" : "no key"}\t${m.name}`);
      break;
    case "add": {
      need(3);
      const id = Number(args[0]);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new Error("the id must be a positive whole number");
      if (!REFERRAL_CODE_PATTERN.test(args[1])) throw new Error("the short code must be 1-64 of A-Z a-z 0-9 _ -");
      await partners.addMerchant({ id, shortCode: args[1], name: args.slice(2).join(" ") });
      console.log(`added merchant ${id} (${args[1]})`);
      break;
    }
    case "key": {
      need(1);
      const issued = await partners.issueKey(args[0]);
      if (!issued) throw new Error(`no active merchant with short code ${args[0]}`);
      console.log(`API key for ${issued.merchant.name} (${issued.merchant.id}); store it now, it is not shown again:\n${issued.apiKey}`);
      break;
    }
    case "disable":
    case "enable":
      need(1);
      if (!(await partners.setActive(args[0], command === "enable"))) throw new Error(`no merchant with short code ${args[0]}`);
      console.log(`${args[0]} ${command}d`);
      break;
    default:
      throw new Error(USAGE);
  }
});
