/**
 * What the operator commands (`npm run ledger`, `promo`, `partners`, `reviews`, `catalog`) share: open the configured
 * database (DATA_DIR or DATABASE_URL) with its migrations and any demo seed, hand the command the
 * services as server/services.ts wires them, print a failure's message rather than a stack, always
 * close the database, and exit: with the command's own code, or 1 when it threw.
 */
import { loadConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { openConfiguredDatabase, prepareDatabase } from "../db/open-from-config.ts";
import { createOperatorServices, type OperatorServices } from "../services.ts";

/** Runs `command` on the configured database and exits the process; `command` answers its exit code (0 when it answers nothing). */
export async function runOnDatabase(
  command: (services: OperatorServices, db: Db) => Promise<number | void>,
  options: { warn?: (message: string) => void } = {},
): Promise<never> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  let code = 0;
  try {
    await prepareDatabase(database, config);
    code = (await command(createOperatorServices(database, config, options), database.db)) ?? 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    code = 1;
  } finally {
    await database.close();
  }
  process.exit(code);
}
