/**
 * The audit log is append-only in the database itself (docs/CONSOLE.md#audit-log): an UPDATE, a
 * DELETE or a TRUNCATE fails whoever sends it, the service or hand-written SQL, and the entries
 * stay as written.
 */
// @both-engines: the refusal is a trigger of the database, proven on each engine.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import { openTestDatabase } from "../../../tests/support/test-database.ts";
import { recordAudit } from "./index.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** The database's own refusal, however the driver wraps it. */
async function refusedByTheDatabase(work: Promise<unknown>) {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, "the statement went through").not.toBeNull();
  const messages: string[] = [];
  for (let e = err as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) messages.push(String(e.message));
  expect(messages.join("\n")).toMatch(/the audit log is append-only: (UPDATE|DELETE|TRUNCATE) on audit_log refused/);
}

const AT = new Date("2026-11-29T10:00:00Z");
const entry = async (action: string) =>
  recordAudit(database.db, { staffId: null, action, targetKind: "test", targetId: action, before: { price: 1 }, after: { price: 2 }, address: "192.0.2.1" }, AT);

describe("the audit log", () => {
  it("takes new entries, numbered in order", async () => {
    const first = await entry("test.first");
    const second = await entry("test.second");
    expect(second).toBeGreaterThan(first);
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.id, first));
    expect(row).toMatchObject({ action: "test.first", staffId: null, targetKind: "test", before: { price: 1 }, after: { price: 2 }, address: "192.0.2.1", at: AT });
  });

  it("refuses UPDATE and DELETE of an entry, through the query builder and in plain SQL", async () => {
    const id = await entry("test.kept");
    await refusedByTheDatabase(database.db.update(auditLog).set({ action: "test.forged" }).where(eq(auditLog.id, id)));
    await refusedByTheDatabase(database.db.update(auditLog).set({ after: null }));
    await refusedByTheDatabase(database.db.delete(auditLog).where(eq(auditLog.id, id)));
    await refusedByTheDatabase(database.db.execute(sql`update audit_log set address = null where id = ${id}`));
    await refusedByTheDatabase(database.db.execute(sql`delete from audit_log`));
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(row).toMatchObject({ action: "test.kept", after: { price: 2 }, address: "192.0.2.1" });
  });

  it("refuses TRUNCATE, and a refused change inside a transaction rolls the transaction back", async () => {
    await refusedByTheDatabase(database.db.execute(sql`truncate audit_log`));
    const before = await database.db.$count(auditLog);
    await refusedByTheDatabase(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { staffId: null, action: "test.in-transaction" }, AT);
        await tx.delete(auditLog).where(eq(auditLog.action, "test.first"));
      }),
    );
    expect(await database.db.$count(auditLog)).toBe(before);
    expect(await database.db.$count(auditLog, eq(auditLog.action, "test.first"))).toBe(1);
  });
});
