/**
 * A connection lost at the worst moment, between a transaction taking its client and its BEGIN
 * (a restart or failover at that instant): the transaction fails as "try again", its client goes
 * back to the pool, and closing the database afterwards returns instead of waiting for ever for
 * a client nobody holds (server/db/client.ts, ReleasingPool). PostgreSQL only: PGlite has no pool.
 */
import { sql } from "drizzle-orm";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { isDatabaseUnavailable } from "./errors.ts";
import { testEngine } from "../../tests/support/test-database.ts";

describe.skipIf(testEngine() !== "postgres")("a connection lost before a transaction's BEGIN", () => {
  it("fails the transaction as unavailable, gives the client back, and lets the database close", async () => {
    const database = await openDatabase({ engine: "postgres", url: process.env.TEST_DATABASE_URL!, poolSize: 2 });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    await database.db.execute(sql`select 1`);
    let armed = true;
    // The socket drops the moment the transaction's client is handed out, before its BEGIN.
    pool.on("acquire", (client) => {
      if (!armed) return;
      armed = false;
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });

    const failure = await database.db.transaction(async (tx) => tx.execute(sql`select 1`)).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(pool.totalCount - pool.idleCount).toBe(0);

    // The next transaction gets a fresh connection.
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1 as one`))).resolves.toMatchObject({ rows: [{ one: 1 }] });

    const closed = await Promise.race([database.close().then(() => "closed"), new Promise((resolve) => setTimeout(() => resolve("still waiting"), 5_000).unref())]);
    expect(closed).toBe("closed");
  });
});
