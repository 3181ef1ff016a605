/**
 * `npm run staff -- <command>`: staff accounts from the command line (docs/CONSOLE.md). Only the
 * store's first owner is made here; owners invite everyone else. Works on the configured database
 * (DATA_DIR or DATABASE_URL); a running store on embedded PGlite must be stopped first, as PGlite
 * allows one process. The link names an invitation kept (hashed) in the database, so any of the
 * store's servers opens it.
 */
import { apiMessage } from "../messages/index.ts";
import { runOnDatabase } from "./cli-support.ts";

const USAGE = `usage: npm run staff -- <command>
  create-owner <email>   the first owner's one-time set-up link, while the store has no owner
                         (run again before it is used, it replaces the earlier link)`;

const [command, ...args] = process.argv.slice(2);
await runOnDatabase(async ({ staff }) => {
  switch (command) {
    case "create-owner": {
      if (args.length !== 1) throw new Error(USAGE);
      const made = await staff.createOwner(args[0]!);
      if (!made.ok) throw new Error(apiMessage(made.code, "en"));
      const { email, link, expiresAt } = made.obj;
      console.log(`Set-up link for ${email}, the store's owner. It works once, until ${expiresAt.toISOString()}; whoever opens it sets the password, so hand it over privately:`);
      console.log(link);
      console.log("It asks for a password and an authenticator app (TOTP), then shows ten recovery codes once. The console is at /admin.");
      break;
    }
    default:
      throw new Error(USAGE);
  }
});
