/** Opens the configured database, applies pending migrations and, if enabled, the demo seed. */
import path from "node:path";
import type { Config } from "../config.ts";
import { openDatabase, type Database, type DatabaseLog } from "./client.ts";
import { seedDemo } from "./seed/demo-seed.ts";

export async function openConfiguredDatabase(config: Config, log?: DatabaseLog): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { engine: "postgres", url: config.databaseUrl, poolSize: config.databasePoolSize, log }
      : { engine: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  );
}

export async function prepareDatabase(database: Database, config: Pick<Config, "seedDemo">) {
  await database.migrate();
  return config.seedDemo ? seedDemo(database.db) : null;
}
