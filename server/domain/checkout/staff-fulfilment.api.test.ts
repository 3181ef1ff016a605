/**
 * The console's actions on a stuck order (docs/CONSOLE.md#fulfilment-actions), through the order
 * desk the pages call: a retry delivers a stuck order once however often and however
 * simultaneously it is asked (a waiting job, and one that gave up while the order stayed paid);
 * the install mail goes again at most three times an hour; a refresh asks the provider now; an
 * unused eSIM is cancelled once, a used one refused; each writes its audit entry and is refused
 * to a role without its permission.
 */
// @both-engines: simultaneous retries and cancellations must move one job, under row conditions, on each engine.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobs } from "../../db/schema.ts";
import { expectFulfilledOnce, guestOrder, HOUR, MINUTE, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { staffClient, staffMembers, type TestMember } from "../../../tests/support/staff.ts";

const c = useCheckoutApp({ start: new Date("2026-12-01T09:00:00.000Z") });
const members = staffMembers(c.t, c.now);
const desk = () => c.t.services.orderDesk;
const db = () => c.t.services.database.db;

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}

const auditOf = (orderNo: string, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, "order"), eq(auditLog.targetId, orderNo), eq(auditLog.action, action)))
    .orderBy(auditLog.id);

/** A guest's order, paid, whose first provisioning failed: PAID, its job waiting for its next try. */
async function stuckOrder() {
  const { token, email, order } = await guestOrder(c);
  const { pagePath } = await c.startPayment(token, order.orderNo);
  c.t.services.esimSimulator!.failNext(1);
  await c.payOnPage(pagePath);
  await c.runJobs();
  const row = await c.orderRow(order.orderNo);
  expect(row.status).toBe("PAID");
  const [job] = await c.jobsFor("order.provision", row.id);
  expect(job).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
  expect(job!.runAt.getTime()).toBeGreaterThan(c.now().getTime());
  return { token, email, orderNo: order.orderNo, orderId: row.id };
}

async function deliveredOrder() {
  const { token, email, order } = await guestOrder(c);
  const { pagePath } = await c.startPayment(token, order.orderNo);
  await c.payOnPage(pagePath);
  await c.runJobs();
  expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
  return { token, email, orderNo: order.orderNo, orderId: (await c.orderRow(order.orderNo)).id };
}

describe("retrying a stuck fulfilment", () => {
  it("runs the waiting job now, once, however many members ask at the same moment", async () => {
    const support = await members.member(["support"]);
    const owner = await members.owner();
    const { email, orderNo, orderId } = await stuckOrder();

    const answers = await Promise.all([desk().retryFulfilment(support, orderNo, staffClient()), desk().retryFulfilment(owner, orderNo, staffClient())]);
    expect(answers.map((a) => expectOk(a).job).sort()).toEqual(["due", "woken"]);
    const [job] = await c.jobsFor("order.provision", orderId);
    expect(job!.runAt.getTime()).toBe(c.now().getTime());

    // The worker takes it at its next poll, with no time passing.
    await c.runJobs();
    await c.runJobs();
    const order = await c.orderRow(orderNo);
    expect(order.status).toBe("DELIVERED");
    expect(await c.esimsOf(orderNo)).toHaveLength(1);
    expect(await c.mailsOf(orderNo, "esim-delivered")).toHaveLength(1);
    expect(c.sentTo(email).filter((m) => m.text.includes(orderNo))).toHaveLength(1);
    expect((await c.jobsFor("order.provision", orderId))[0]).toMatchObject({ attempts: 2, failedAt: null });

    const audit = await auditOf(orderNo, "order.fulfilment-retried");
    expect(audit.map((a) => [a.staffId, a.after])).toEqual(expect.arrayContaining([[support.staffId, expect.any(Object)], [owner.staffId, expect.any(Object)]]));
    expect(audit).toHaveLength(2);

    // Delivered now: there is nothing to retry, and nothing changes.
    expect(await desk().retryFulfilment(support, orderNo, staffClient())).toEqual({ ok: false, code: "FULFILMENT_NOT_PENDING" });
    expect(await auditOf(orderNo, "order.fulfilment-retried")).toHaveLength(2);
  });

  it("gives a job that gave up while its order stayed paid all its attempts again, and delivers once", async () => {
    const support = await members.member(["support"]);
    const { email, orderNo, orderId } = await stuckOrder();
    // As if its give-up ran and the order was still paid (the refund could not move it): the queue's end state.
    await db().update(jobs).set({ failedAt: c.now(), lockedUntil: null }).where(eq(jobs.key, `provision:${orderId}`));

    const answers = await Promise.all([1, 2, 3].map(() => desk().retryFulfilment(support, orderNo, staffClient())));
    expect(answers.map((a) => expectOk(a).job).sort()).toEqual(["due", "due", "requeued"]);
    expect((await c.jobsFor("order.provision", orderId))[0]).toMatchObject({ attempts: 0, failedAt: null });
    await c.runJobs();
    await c.runJobs();
    await expectFulfilledOnce(c, orderNo, email);
  });

  it("is refused for an order that is not waiting for its eSIM", async () => {
    const owner = await members.owner();
    const { order } = await guestOrder(c);
    expect(await desk().retryFulfilment(owner, order.orderNo, staffClient())).toEqual({ ok: false, code: "FULFILMENT_NOT_PENDING" });
    expect(await desk().retryFulfilment(owner, "RW0000000003", staffClient())).toEqual({ ok: false, code: "ORDER_NOT_FOUND" });
  });
});

describe("the install mail again", () => {
  it("goes to the order's address with a fresh link, at most three times an hour per order, each with its audit entry", async () => {
    const support = await members.member(["support"]);
    const { email, orderNo } = await deliveredOrder();
    for (let i = 0; i < 3; i++) expect(await desk().resendInstallMail(support, orderNo, staffClient())).toEqual({ ok: true, obj: { to: email } });
    expect(await desk().resendInstallMail(support, orderNo, staffClient())).toEqual({ ok: false, code: "INSTALL_MAIL_LIMITED" });
    await c.runJobs();
    const mails = c.sentTo(email).filter((m) => m.text.includes(orderNo));
    expect(mails).toHaveLength(4);
    // Each mail carries its own link key; only the newest opens the order.
    const keys = mails.map((m) => m.text.match(/key=([\w-]+)/)?.[1]);
    expect(new Set(keys).size).toBe(4);
    expect(await auditOf(orderNo, "order.install-mail-resent")).toHaveLength(3);

    c.advance(HOUR);
    expectOk(await desk().resendInstallMail(support, orderNo, staffClient()));
  });

  it("is refused for an order with no delivered eSIM", async () => {
    const { order } = await guestOrder(c);
    expect(await desk().resendInstallMail(await members.owner(), order.orderNo, staffClient())).toEqual({ ok: false, code: "ORDER_NOT_DELIVERED" });
  });
});

describe("refreshing an eSIM", () => {
  it("asks the provider now and records what it says, with the states before and after in the audit log", async () => {
    const support = await members.member(["support"]);
    const { orderNo } = await deliveredOrder();
    // The simulator's eSIM is downloaded after 2 minutes.
    c.advance(3 * MINUTE);
    const esim = expectOk(await desk().refreshEsim(support, orderNo, staffClient()));
    expect(esim).toMatchObject({ installState: "INSTALLED", validityState: "VALID" });
    expect(esim.activationCode).toMatch(/•/);
    expect((await c.esimsOf(orderNo))[0]).toMatchObject({ installState: "INSTALLED" });
    const [entry] = await auditOf(orderNo, "order.esim-refreshed");
    expect(entry).toMatchObject({ staffId: support.staffId, before: { install: "UNDOWNLOAD" }, after: { install: "INSTALLED" } });

    const { order } = await guestOrder(c);
    expect(await desk().refreshEsim(support, order.orderNo, staffClient())).toEqual({ ok: false, code: "ESIM_NOT_FOUND" });
  });
});

describe("cancelling an eSIM", () => {
  it("cancels an unused eSIM at the provider once, however often it is asked", async () => {
    const support = await members.member(["support"]);
    const { orderNo, orderId } = await deliveredOrder();
    const answers = await Promise.all([1, 2].map(() => desk().cancelEsim(support, orderNo, staffClient())));
    expect(answers).toEqual([
      { ok: true, obj: { state: "cancelling" } },
      { ok: true, obj: { state: "cancelling" } },
    ]);
    expect(await c.jobsFor("order.cancel-esim", orderId)).toHaveLength(1);
    expect(await auditOf(orderNo, "order.esim-cancel-requested")).toHaveLength(1);
    await c.runJobs();
    expect((await c.esimsOf(orderNo))[0]).toMatchObject({ installState: "DISABLED" });
    expect((await c.jobsFor("order.cancel-esim", orderId))[0]!.doneAt).not.toBeNull();
    expect(await desk().cancelEsim(support, orderNo, staffClient())).toEqual({ ok: true, obj: { state: "cancelled" } });
    // Cancelling refunds nothing: that is its own action.
    expect((await c.orderRow(orderNo)).status).toBe("DELIVERED");
  });

  it("is refused once the eSIM was downloaded or used, and records what the provider said", async () => {
    const owner = await members.owner();
    const { orderNo, orderId } = await deliveredOrder();
    // The simulator's eSIM is in use 5 minutes after delivery.
    c.advance(HOUR);
    expect(await desk().cancelEsim(owner, orderNo, staffClient())).toEqual({ ok: false, code: "ESIM_IN_USE" });
    expect((await c.esimsOf(orderNo))[0]).toMatchObject({ installState: "ENABLED", validityState: "INUSE" });
    expect(await c.jobsFor("order.cancel-esim", orderId)).toHaveLength(0);
    expect(await auditOf(orderNo, "order.esim-cancel-requested")).toHaveLength(0);
  });
});

describe("permissions", () => {
  it("refuses each action to a role without its permission, before anything is read or changed", async () => {
    const { orderNo } = await deliveredOrder();
    const check = async (member: TestMember, expected: Record<string, boolean>) => {
      const outcomes = {
        resendInstallMail: await desk().resendInstallMail(member, orderNo, staffClient()),
        refreshEsim: await desk().refreshEsim(member, orderNo, staffClient()),
        retryFulfilment: await desk().retryFulfilment(member, orderNo, staffClient()),
        cancelEsim: await desk().cancelEsim(member, orderNo, staffClient()),
      };
      for (const [action, allowed] of Object.entries(expected)) {
        const outcome = outcomes[action as keyof typeof outcomes];
        if (allowed) expect(outcome, `${member.roles} ${action}`).not.toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
        else expect(outcome, `${member.roles} ${action}`).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
      }
    };
    const none = { resendInstallMail: false, refreshEsim: false, retryFulfilment: false, cancelEsim: false };
    for (const roles of [["finance"], ["catalogue"], ["partners"]] as const) await check(await members.member([...roles]), none);
    expect(await db().$count(auditLog, and(eq(auditLog.targetKind, "order"), eq(auditLog.targetId, orderNo)))).toBe(0);
    expect((await c.esimsOf(orderNo))[0]).toMatchObject({ installState: "UNDOWNLOAD" });
    await check(await members.member(["support"]), { resendInstallMail: true, refreshEsim: true, retryFulfilment: true, cancelEsim: true });
  });
});
