/**
 * The console's order desk against a real database (docs/CONSOLE.md#orders): the search by order
 * number, e-mail, ICCID, days and state, a page at a time; a delivered order's timeline with its
 * payment events, mails and jobs, and nothing secret in it; internal notes, appended with their
 * audit entry and refused any change by the database itself; the attention queue (a paid order
 * still without its eSIM after ATTENTION_UNDELIVERED_MINUTES on the test's clock, a job that gave
 * up, a failing catalogue sync, an ignored webhook) and who sees which of it.
 */
// @both-engines: the notes' append-only triggers are the database's own, and the desk's reads are its own SQL (jsonb expressions, cursors), proven on each engine.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EsimSupplier } from "../../adapters/esim/supplier.ts";
import { auditLog, orderNotes } from "../../db/schema.ts";
import { createCatalogSync } from "../catalog/index.ts";
import { checkoutJobs } from "../checkout/index.ts";
import { DAY, MINUTE, newGuestEmail, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { staffClient, staffMembers } from "../../../tests/support/staff.ts";
import type { AttentionGroup, OrderSearchQuery, StaffViewer } from "./index.ts";

const c = useCheckoutApp({ start: new Date("2026-12-01T09:00:00.000Z") });
const members = staffMembers(c.t, c.now);
const desk = () => c.t.services.orderDesk;
const db = () => c.t.services.database.db;

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}

const search = async (viewer: StaffViewer, query: OrderSearchQuery) => expectOk(await desk().searchOrders(viewer, query));
const numbers = async (viewer: StaffViewer, query: OrderSearchQuery) => (await search(viewer, query)).rows.map((r) => r.orderNo);
const PLAN = { area: "japan", plan: "5gb-30-days" };

/** The database's own refusal, however the driver wraps it. */
async function refusedByTheDatabase(work: Promise<unknown>) {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, "the statement went through").not.toBeNull();
  const messages: string[] = [];
  for (let e = err as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) messages.push(String(e.message));
  expect(messages.join("\n")).toMatch(/order notes are append-only: (UPDATE|DELETE|TRUNCATE) on order_notes refused/);
}

describe("the order search", () => {
  it("finds orders by number, e-mail (the order's or its account's), ICCID, days and state, newest first, a page at a time", async () => {
    const owner = await members.owner();
    const { email, token } = await c.account();
    const first = (await c.buy(token, PLAN)).order;
    c.advance(2 * DAY);
    const second = (await c.buy(token, PLAN)).order;
    c.advance(MINUTE);
    const guest = await c.guest();
    const guestEmail = newGuestEmail();
    const guestOrder = (await c.buy(guest, { ...PLAN, email: guestEmail })).order;
    c.advance(MINUTE);
    const unpaid = await c.placed(token, PLAN);
    const [esim] = await c.esimsOf(first.orderNo);

    const byNumber = await search(owner, { q: first.orderNo.toLowerCase() });
    expect(byNumber).toEqual({
      rows: [{ orderNo: first.orderNo, kind: "esim", createdAt: expect.any(Date), status: "DELIVERED", email, areaSlug: "japan", planSlug: "5gb-30-days", amountUsdMinor: first.charge.minor, iccid: esim!.iccid }],
      next: null,
    });
    expect(await numbers(owner, { q: `  ${email.toUpperCase()} ` })).toEqual([unpaid.orderNo, second.orderNo, first.orderNo]);
    expect(await numbers(owner, { q: guestEmail })).toEqual([guestOrder.orderNo]);
    expect(await numbers(owner, { q: esim!.iccid })).toEqual([first.orderNo]);
    expect(await numbers(owner, { q: `${esim!.iccid.slice(0, 4)} ${esim!.iccid.slice(4)}` })).toEqual([first.orderNo]);
    expect(await numbers(owner, { q: "89882990000000000000" })).toEqual([]);
    expect(await numbers(owner, { q: "nobody@example.com" })).toEqual([]);

    const firstDay = first.createdAt.slice(0, 10);
    const laterDay = second.createdAt.slice(0, 10);
    expect(await numbers(owner, { from: firstDay, to: firstDay })).toEqual([first.orderNo]);
    expect(await numbers(owner, { q: email, from: laterDay })).toEqual([unpaid.orderNo, second.orderNo]);
    expect(await numbers(owner, { q: email, status: "AWAITING_PAYMENT" })).toEqual([unpaid.orderNo]);
    expect(await numbers(owner, { q: email, status: "DELIVERED", to: firstDay })).toEqual([first.orderNo]);

    const page1 = await search(owner, { q: email, limit: 2 });
    expect(page1.rows.map((r) => r.orderNo)).toEqual([unpaid.orderNo, second.orderNo]);
    const page2 = await search(owner, { q: email, limit: 2, before: page1.next! });
    expect(page2).toMatchObject({ rows: [{ orderNo: first.orderNo }], next: null });
  });

  it("refuses what it cannot search by, and members who may not read orders", async () => {
    const support = await members.member(["support"]);
    expect(await desk().searchOrders(support, { q: "Ada Traveller" })).toEqual({ ok: false, code: "ORDER_SEARCH_QUERY_INVALID" });
    expect(await desk().searchOrders(support, { from: "2026-12-10", to: "2026-12-01" })).toEqual({ ok: false, code: "ORDER_SEARCH_RANGE_INVALID" });
    expect(await desk().searchOrders(support, { from: "2026-02-30" })).toEqual({ ok: false, code: "ORDER_SEARCH_RANGE_INVALID" });
    for (const roles of [["catalogue"], ["partners"]] as const) {
      const member = await members.member([...roles]);
      expect(await desk().searchOrders(member, {})).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
      expect(await desk().orderForStaff(member, "RW0000000000")).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    }
  });
});

describe("an order's timeline", () => {
  it("has the order placed, paid and delivered, its payment and the provider's events, its mails and jobs, in time order, and no secret", async () => {
    const finance = await members.member(["finance"]);
    const { email, token } = await c.account();
    const { order, paymentId } = await c.buy(token, PLAN);
    const view = expectOk(await desk().orderForStaff(finance, order.orderNo));
    const [esim] = await c.esimsOf(order.orderNo);

    expect(view).toMatchObject({
      orderNo: order.orderNo,
      kind: "esim",
      status: "DELIVERED",
      buyer: { email, accountEmail: email, accountKind: "account" },
      amounts: { amountMinor: order.charge.minor, cardMinor: order.charge.minor, balanceMinor: 0, refundedMinor: 0 },
      esim: { iccid: esim!.iccid, installState: "UNDOWNLOAD", validityState: "VALID", dataUsedMb: 0, dataTotalMb: 5120 },
      supplierOrders: [],
      topupOf: null,
    });
    expect(view.esim!.activationCode).toMatch(/^LPA:1\$smdp\.sim\.roamwell\.test\$•+.{4}$/);
    expect(view.esim!.activationCode.slice(-4)).toBe(esim!.matchingId.slice(-4));

    const kinds = view.timeline.map((e) => e.kind);
    for (const kind of ["order.placed", "payment.started", "payment.event", "payment.succeeded", "order.paid", "job.queued", "job.done", "order.delivered", "mail.queued", "mail.sent"]) {
      expect(kinds, kind).toContain(kind);
    }
    const times = view.timeline.map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(kinds.indexOf("order.placed")).toBeLessThan(kinds.indexOf("order.paid"));
    expect(kinds.indexOf("order.paid")).toBeLessThan(kinds.indexOf("order.delivered"));

    const of = (kind: string) => view.timeline.filter((e) => e.kind === kind);
    expect(of("order.placed")[0]!.actor).toEqual({ kind: "buyer", label: email });
    expect(of("order.paid")[0]!.actor).toEqual({ kind: "provider", label: "sandbox" });
    expect(of("payment.event").map((e) => e.detail)).toContainEqual(expect.objectContaining({ paymentId, type: "payment.succeeded", outcome: "applied" }));
    expect(of("payment.event")[0]!.actor).toEqual({ kind: "provider", label: "sandbox" });
    expect(of("mail.sent").map((e) => e.detail.template).sort()).toEqual(["esim-delivered", "receipt"]);
    expect(of("mail.queued").map((e) => e.detail)).toContainEqual(expect.objectContaining({ template: "esim-delivered", to: email, state: "sent" }));
    const jobKeys = of("job.queued").map((e) => e.detail.key);
    for (const key of [`provision:`, `receipt:order:`, `mail:delivery:`]) expect(jobKeys.some((k) => String(k).startsWith(key)), key).toBe(true);
    expect(of("job.done").length).toBe(of("job.queued").filter((e) => e.detail.state === "done").length);

    // Nothing in it opens the eSIM or the order: no activation code, matching ID or link key.
    const shown = JSON.stringify(view);
    expect(shown).not.toContain(esim!.activationCode);
    expect(shown).not.toContain(esim!.matchingId);
    expect(shown).not.toMatch(/key=/);
  });

  it("is not found for an order that does not exist", async () => {
    expect(await desk().orderForStaff(await members.owner(), "RW0000000001")).toEqual({ ok: false, code: "ORDER_NOT_FOUND" });
    expect(await desk().orderForStaff(await members.owner(), "not an order")).toEqual({ ok: false, code: "ORDER_NOT_FOUND" });
  });
});

describe("internal notes", () => {
  it("are appended with their audit entry, show on the timeline under their writer, and check their text", async () => {
    const support = await members.member(["support"]);
    const { token } = await c.account();
    const { order } = await c.buy(token, PLAN);
    const note = expectOk(await desk().addOrderNote(support, order.orderNo.toLowerCase(), "  Buyer called: the QR code would not scan.\r\nSent the install mail again. ", staffClient()));
    expect(note).toMatchObject({ staffId: support.staffId, text: "Buyer called: the QR code would not scan.\nSent the install mail again." });
    c.advance(MINUTE);
    expectOk(await desk().addOrderNote(support, order.orderNo, "Second note", staffClient()));

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "order.note-added")).orderBy(auditLog.id);
    expect(entry).toMatchObject({ staffId: support.staffId, targetKind: "order", targetId: order.orderNo, after: { noteId: note.id, characters: note.text.length } });

    const view = expectOk(await desk().orderForStaff(support, order.orderNo));
    const notes = view.timeline.filter((e) => e.kind === "note");
    expect(notes.map((n) => [n.actor, n.detail.text])).toEqual([
      [{ kind: "staff", label: support.email }, note.text],
      [{ kind: "staff", label: support.email }, "Second note"],
    ]);
    expect(view.timeline.filter((e) => e.kind === "order.note-added")).toHaveLength(2);

    expect(await desk().addOrderNote(support, order.orderNo, "   ", staffClient())).toEqual({ ok: false, code: "ORDER_NOTE_LENGTH" });
    expect(await desk().addOrderNote(support, order.orderNo, "x".repeat(2001), staffClient())).toEqual({ ok: false, code: "ORDER_NOTE_LENGTH" });
    expect(await desk().addOrderNote(support, order.orderNo, "bell\u0007", staffClient())).toEqual({ ok: false, code: "ORDER_NOTE_CHARACTERS" });
    expect(await desk().addOrderNote(support, "RW0000000002", "Lost order?", staffClient())).toEqual({ ok: false, code: "ORDER_NOT_FOUND" });
    expect(await desk().addOrderNote(await members.member(["catalogue"]), order.orderNo, "Hello", staffClient())).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
  });

  it("are refused any UPDATE, DELETE or TRUNCATE by the database, and a refused change rolls its transaction back", async () => {
    const owner = await members.owner();
    const { token } = await c.account();
    const { order } = await c.buy(token, PLAN);
    const note = expectOk(await desk().addOrderNote(owner, order.orderNo, "Kept as written", staffClient()));
    await refusedByTheDatabase(db().update(orderNotes).set({ body: "Forged" }).where(eq(orderNotes.id, note.id)));
    await refusedByTheDatabase(db().delete(orderNotes).where(eq(orderNotes.id, note.id)));
    await refusedByTheDatabase(db().execute(sql`update order_notes set body = 'forged'`));
    await refusedByTheDatabase(db().execute(sql`delete from order_notes`));
    await refusedByTheDatabase(db().execute(sql`truncate order_notes`));
    const before = await db().$count(orderNotes);
    const orderId = (await c.orderRow(order.orderNo)).id;
    await refusedByTheDatabase(
      db().transaction(async (tx) => {
        await tx.insert(orderNotes).values({ id: randomUUID(), orderId, staffId: owner.staffId, body: "in a transaction", createdAt: c.now() });
        await tx.delete(orderNotes).where(eq(orderNotes.id, note.id));
      }),
    );
    expect(await db().$count(orderNotes)).toBe(before);
    const [row] = await db().select().from(orderNotes).where(eq(orderNotes.id, note.id));
    expect(row).toMatchObject({ body: "Kept as written" });
  });
});

describe("the attention queue", () => {
  const itemsOf = (groups: AttentionGroup[], kind: string) => groups.find((g) => g.kind === kind)?.items ?? [];

  it("lists a paid order without its eSIM once it has waited ATTENTION_UNDELIVERED_MINUTES on the test's clock, until it is delivered", async () => {
    const support = await members.member(["support"]);
    const { token } = await c.account();
    const order = await c.placed(token, PLAN);
    const { pagePath } = await c.startPayment(token, order.orderNo);
    c.t.services.esimSimulator!.failNext(1);
    await c.payOnPage(pagePath);
    await c.runJobs();
    expect((await c.orderRow(order.orderNo)).status).toBe("PAID");

    c.advance(14 * MINUTE);
    const early = expectOk(await desk().attentionItems(support));
    expect(itemsOf(early, "undelivered").map((i) => i.target.orderNo)).not.toContain(order.orderNo);

    c.advance(2 * MINUTE);
    const late = expectOk(await desk().attentionItems(support));
    expect(itemsOf(late, "undelivered")).toContainEqual(
      expect.objectContaining({
        target: { kind: "order", id: order.orderNo, orderNo: order.orderNo },
        action: { fix: "retry-fulfilment", href: `/admin/orders/${order.orderNo}` },
        detail: { orderKind: "esim", minutesWaiting: 16 },
      }),
    );

    await c.runJobs();
    expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
    expect(itemsOf(expectOk(await desk().attentionItems(support)), "undelivered").map((i) => i.target.orderNo)).not.toContain(order.orderNo);
  });

  it("lists a job that gave up, with the order it was for", async () => {
    const finance = await members.member(["finance"]);
    const { token } = await c.account();
    const order = await c.placed(token, PLAN);
    const { pagePath } = await c.startPayment(token, order.orderNo);
    c.t.services.esimSimulator!.failNext(checkoutJobs.PROVISION_ATTEMPTS);
    await c.payOnPage(pagePath);
    await c.runJobs();
    const orderId = (await c.orderRow(order.orderNo)).id;
    for (let round = 0; round < 2 * checkoutJobs.PROVISION_ATTEMPTS; round++) {
      const [job] = await c.jobsFor("order.provision", orderId);
      if (job!.failedAt) break;
      if (job!.runAt > c.now()) c.setClock(job!.runAt);
      await c.runJobs();
    }
    expect((await c.orderRow(order.orderNo)).status).toMatch(/^REFUND/);

    const gaveUp = itemsOf(expectOk(await desk().attentionItems(finance)), "job-gave-up");
    expect(gaveUp).toContainEqual(
      expect.objectContaining({
        target: { kind: "job", id: `provision:${orderId}`, orderNo: order.orderNo },
        action: { fix: "review-order", href: `/admin/orders/${order.orderNo}` },
        detail: expect.objectContaining({ job: "order.provision", attempts: checkoutJobs.PROVISION_ATTEMPTS }),
      }),
    );
    const view = expectOk(await desk().orderForStaff(finance, order.orderNo));
    expect(view.timeline.map((e) => e.kind)).toContain("job.gave-up");
  });

  it("lists a failing catalogue sync and an ignored webhook, each to the members whose roles cover it", async () => {
    const sync = createCatalogSync({ db: db(), now: c.now });
    const supplier = { name: "airalo" } as EsimSupplier;
    await sync.run(supplier, async () => {
      throw new Error("the retail rules file could not be read");
    });
    const eventId = `evt_${randomUUID()}`;
    await c.t.services.checkout.handleEvent("sandbox", {
      eventId,
      type: "payment.succeeded",
      providerRef: "sbx_not_ours",
      outcome: "succeeded",
      amountMinor: 500,
      currency: "USD",
      createdAt: c.now(),
      payload: { id: eventId },
    });

    const owner = expectOk(await desk().attentionItems(await members.owner()));
    expect(itemsOf(owner, "catalog-sync-failing")).toEqual([
      expect.objectContaining({
        target: { kind: "supplier", id: "airalo", orderNo: null },
        action: { fix: "check-catalogue-sync", href: "/admin/catalogue/syncs" },
        detail: { supplier: "airalo", failures: 1, lastError: "the retail rules file could not be read" },
      }),
    ]);
    expect(itemsOf(owner, "webhook-ignored")).toContainEqual(
      expect.objectContaining({ target: { kind: "payment-event", id: eventId, orderNo: null }, detail: { source: "sandbox", type: "payment.succeeded", outcome: "ignored: unknown payment" } }),
    );

    const support = expectOk(await desk().attentionItems(await members.member(["support"])));
    expect(support.map((g) => g.kind)).not.toContain("catalog-sync-failing");
    expect(support.map((g) => g.kind)).toContain("webhook-ignored");
    const catalogue = expectOk(await desk().attentionItems(await members.member(["catalogue"])));
    expect(catalogue.map((g) => g.kind)).toEqual(["catalog-sync-failing"]);
    expect(await desk().attentionItems(await members.member(["partners"]))).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });

    // Groups come in a fixed order of kinds, each newest first.
    const order = ["undelivered", "supplier-ambiguous", "job-gave-up", "webhook-ignored", "supplier-balance-low", "catalog-sync-failing"];
    expect(owner.map((g) => order.indexOf(g.kind))).toEqual(owner.map((g) => order.indexOf(g.kind)).sort((a, b) => a - b));
    for (const group of owner) expect(group.items.map((i) => -i.since.getTime())).toEqual(group.items.map((i) => -i.since.getTime()).sort((a, b) => a - b));
  });
});
