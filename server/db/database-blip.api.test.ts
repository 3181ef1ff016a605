/**
 * PostgreSQL ends the store's connections from outside (a restart, a failover, a proxy,
 * `pg_terminate_backend`): the process lives on, the next requests succeed, and a purchase made
 * right after is paid, provisioned and mailed once. Only this file's own database's sessions
 * are ended: the server is shared with other test files.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { newGuestEmail, useCheckoutApp } from "../../tests/support/checkout.ts";
import { testEngine } from "../../tests/support/test-database.ts";

const FIVE_GB = { area: "japan", plan: "5gb-30-days" };

describe.skipIf(testEngine() !== "postgres")("connections ended by the database server", () => {
  const c = useCheckoutApp();

  /** Ends every session on this file's database but the caller's; answers how many. */
  async function terminateOwnSessions(): Promise<number> {
    const db = c.t.services.database.db;
    const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query<{ n: number }>(
        "select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [rows[0].name],
      );
      return ended.rows[0].n;
    } finally {
      await admin.end();
    }
  }

  /** A request, repeated once should its first try meet a connection the server ended. */
  async function atMostOneRetry<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
    const first = await send();
    if (first.status !== 503) return first;
    expect(first.status).toBe(503);
    return send();
  }

  it("keeps the store up, answers the next requests and sells once", async () => {
    const db = c.t.services.database.db;
    // Idle connections in the pool: as many as it holds, each used once.
    await Promise.all(Array.from({ length: 5 }, () => db.execute(sql`select pg_sleep(0.05)`)));
    expect(await terminateOwnSessions()).toBeGreaterThanOrEqual(1);
    // Let the ended sessions' errors reach the pool (an unhandled one would end this process).
    await new Promise((resolve) => setTimeout(resolve, 300));

    const health = await atMostOneRetry(async () => {
      const res = await c.t.app.inject({ url: "/readyz" });
      return { status: res.statusCode };
    });
    expect(health.status).toBe(200);

    const token = await c.guest();
    const email = newGuestEmail();
    const placed = await atMostOneRetry(() => c.place(token, { ...FIVE_GB, email }));
    expect(placed.status).toBe(200);
    expect(placed.body.success).toBe(true);

    // And once more in the middle of a purchase: between the order and its payment.
    expect(await terminateOwnSessions()).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const orderNo = placed.body.obj!.orderNo;
    const { pagePath } = await c.startPayment(token, orderNo).catch(async () => c.startPayment(token, orderNo));
    const paid = await c.payOnPage(pagePath);
    expect(paid.statusCode).toBe(303);
    await c.runJobs();

    const order = await c.orderRow(orderNo);
    expect(order.status).toBe("DELIVERED");
    expect((await c.paymentsOf(orderNo)).filter((p) => p.status === "SUCCEEDED")).toHaveLength(1);
    expect(await c.esimsOf(orderNo)).toHaveLength(1);
    expect(await c.jobsFor("order.provision", order.id)).toHaveLength(1);
    expect(await c.mailsOf(orderNo, "esim-delivered")).toHaveLength(1);
    expect(c.sentTo(email).filter((m) => m.text.includes(orderNo))).toHaveLength(1);
  });
});
