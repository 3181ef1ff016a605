// @both-engines: approvals and payouts lock the merchant row and its orders, and racing payouts must pay each approved commission once
/**
 * The partner programme's report and commissions (docs/CONSOLE.md#partners) against a real
 * database: orders keep the partner that brought their buyer; the report by month and sub id adds
 * up to the orders behind it (checked against the orders table itself); refunds lower it; a month
 * is approved once over, fixing each amount; a decline takes an order out with its reason; a
 * payout pays each approved commission once, however many members press the button at once; every
 * action is refused to a role without its permission and leaves its audit entry; and a partner
 * reads the same figures through its API key, and nobody else's.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders } from "../../db/schema.ts";
import { accountSteps, newEmail, PASSWORD } from "../../../tests/support/accounts.ts";
import { DAY, newGuestEmail, newIdempotencyKey, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { staffSteps, type TestMember } from "../../../tests/support/staff.ts";
import { call } from "../../../tests/support/test-app.ts";
import { commissionOf } from "./index.ts";
import type { PartnerDeskActor } from "./index.ts";

const START = new Date("2027-03-10T09:00:00.000Z");
const c = useCheckoutApp({ start: START });
const db = () => c.t.services.database.db;
const desk = () => c.t.services.partnerDesk;
const staff = staffSteps(c.t, c.now);
const FIVE_GB = { area: "japan", plan: "5gb-30-days" };
const ONE_GB = { area: "japan", plan: "1gb-7-days" };

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}

const as = (m: TestMember): PartnerDeskActor => ({
  staffId: m.staffId,
  roles: m.roles,
  address: "198.51.100.7",
});

let owner: TestMember;
let partnersTeam: TestMember;
let finance: TestMember;
let support: TestMember;
beforeAll(async () => {
  owner = await staff.owner();
  [partnersTeam, finance, support] = [await staff.member(["partners"]), await staff.member(["finance"]), await staff.member(["support"])];
});

let merchantIds = 7000 + Math.floor(Math.random() * 1000) * 100;
/** A new merchant at `rate` (a percentage, as typed), made by the partners team. */
async function newMerchant(rate = "10") {
  const id = ++merchantIds;
  expectOk(
    await desk().addMerchant(as(partnersTeam), {
      id: String(id),
      shortCode: `P${id}`,
      name: `Partner ${id}`,
      rate,
    }),
  );
  return id;
}

/** An account that signed up through the partner's link (merchant id and sub id), signed in. */
async function referredAccount(merchantId: number | null, subId?: string) {
  const { codeMailedTo, logIn } = accountSteps(c.t);
  const email = newEmail();
  const partner =
    merchantId === null
      ? {}
      : {
          partnerMerchantId: merchantId,
          ...(subId ? { partnerMerchantSubId: subId } : {}),
        };
  expect(
    (
      await call(c.t.app, "/v1/send/verify-code", {
        email,
        password: PASSWORD,
        codeType: "REGISTER",
        ...partner,
      })
    ).body.success,
  ).toBe(true);
  const verifyCode = await codeMailedTo(email);
  expect(
    (
      await call(c.t.app, "/v1/user/register", {
        email,
        password: PASSWORD,
        verifyCode,
        codeType: "REGISTER",
        ...partner,
      })
    ).body.success,
  ).toBe(true);
  return { email, token: (await logIn(email)).obj!.token };
}

/** What the orders table itself says of the merchant's paid orders in [from, until): count and kept. */
async function ordersBehind(merchantId: number, from: Date, until: Date) {
  const [row] = await db()
    .select({
      count: sql<number>`count(*)::int`,
      kept: sql<number>`coalesce(sum(${orders.amountUsdMinor} - ${orders.refundedMinor}), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), sql`${orders.paidAt} >= ${from.toISOString()}::timestamptz and ${orders.paidAt} < ${until.toISOString()}::timestamptz`));
  return row!;
}

const auditActions = async (targetId: string) => (await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, targetId))).map((r) => r.action);

describe("the partner report", () => {
  it("counts the orders of the buyers a partner brought, by month and sub id, adding up to the orders behind it", async () => {
    c.setClock(START);
    const merchant = await newMerchant("12.5");
    const spring = await referredAccount(merchant, "spring");
    const blog = await referredAccount(merchant, "blog");
    const bare = await referredAccount(merchant);
    const elsewhere = await referredAccount(null);
    const bought = [await c.buy(spring.token, FIVE_GB), await c.buy(spring.token, ONE_GB), await c.buy(blog.token, FIVE_GB), await c.buy(bare.token, ONE_GB)];
    await c.buy(elsewhere.token, FIVE_GB);
    await c.buy(await c.guest(), { ...ONE_GB, email: newGuestEmail() });

    const report = expectOk(await desk().report(as(finance), merchant, "2027-03", "2027-03"));
    const amounts = bought.map((b) => b.order.charge.minor);
    const behind = await ordersBehind(merchant, new Date("2027-03-01T00:00:00Z"), new Date("2027-04-01T00:00:00Z"));
    expect(report.total.orders).toBe(4);
    expect(behind.count).toBe(4);
    expect(report.total.netMinor).toBe(amounts.reduce((a, b) => a + b, 0));
    expect(report.total.netMinor).toBe(behind.kept);
    expect(report.total.commissionMinor).toBe(amounts.reduce((sum, a) => sum + commissionOf(a, 1250), 0));
    expect(report.total.byStatus.pending.commissionMinor).toBe(report.total.commissionMinor);
    expect(report.total.signups).toBe(3);
    expect(report.rows.map((r) => [r.month, r.subId, r.signups, r.orders])).toEqual([
      ["2027-03", null, 1, 1],
      ["2027-03", "blog", 1, 1],
      ["2027-03", "spring", 1, 2],
    ]);
    expect(report.lines.map((l) => l.orderNo).sort()).toEqual(bought.map((b) => b.order.orderNo).sort());
    expect(report.lines.every((l) => l.status === "pending" && l.rateBps === 1250)).toBe(true);
    // The sum of the rows is the total, figure by figure.
    expect(report.rows.reduce((sum, r) => sum + r.commissionMinor, 0)).toBe(report.total.commissionMinor);
  });

  it("keeps an order the partner of a disabled programme brought out of every report, and a disabled partner's key reads nothing", async () => {
    const merchant = await newMerchant();
    expectOk(await desk().setActive(as(partnersTeam), merchant, false));
    const buyer = await referredAccount(merchant, "spring");
    const { order } = await c.buy(buyer.token, FIVE_GB);
    expect((await c.orderRow(order.orderNo)).merchantId).toBeNull();
    expect(expectOk(await desk().report(as(owner), merchant, "2027-03", "2027-03")).total.orders).toBe(0);
    expect(await auditActions(String(merchant))).toEqual(["partner.created", "partner.disabled"]);
  });

  it("lowers the commission with a partial refund and declines an order refunded in full, as refunded", async () => {
    const merchant = await newMerchant("10");
    const buyer = await referredAccount(merchant, "spring");
    const half = await c.buy(buyer.token, FIVE_GB);
    const whole = await c.buy(buyer.token, ONE_GB);
    const refund = (orderNo: string, amountMinor: number) =>
      c.t.services.checkout.refundByStaff({
        actor: { staffId: support.staffId, roles: support.roles },
        orderNo,
        amountMinor,
        reason: "goodwill",
        note: "",
        notifyBuyer: false,
        idempotencyKey: newIdempotencyKey(),
        client: { ip: "198.51.100.7" },
      });
    const halfMinor = Math.floor(half.order.charge.minor / 2);
    expectOk(await refund(half.order.orderNo, halfMinor));
    expectOk(await refund(whole.order.orderNo, whole.order.charge.minor));
    await c.runJobs();

    const { lines, total } = expectOk(await desk().report(as(owner), merchant, "2027-03", "2027-03"));
    const lineOf = (orderNo: string) => lines.find((l) => l.orderNo === orderNo)!;
    const kept = half.order.charge.minor - halfMinor;
    expect(lineOf(half.order.orderNo)).toMatchObject({
      status: "pending",
      netMinor: kept,
      commissionMinor: commissionOf(kept, 1000),
    });
    expect(lineOf(whole.order.orderNo)).toMatchObject({
      status: "declined",
      reason: "refunded",
      netMinor: 0,
      commissionMinor: 0,
    });
    expect(total).toMatchObject({
      orders: 2,
      netMinor: kept,
      commissionMinor: commissionOf(kept, 1000),
    });
    expect(total.byStatus.declined.orders).toBe(1);
  });

  it("keeps an erased buyer's orders in the partner's report; the erased account no longer counts as a sign-up", async () => {
    c.setClock(START);
    const merchant = await newMerchant("10");
    const buyer = await referredAccount(merchant, "spring");
    const { order } = await c.buy(buyer.token, FIVE_GB);
    const before = expectOk(await desk().report(as(owner), merchant, "2027-03", "2027-03")).total;
    expect(before).toMatchObject({
      signups: 1,
      orders: 1,
      netMinor: order.charge.minor,
    });
    expectOk(await c.t.services.customers.erase(owner, await c.userIdOf(buyer.email), buyer.email, "198.51.100.7"));
    const after = expectOk(await desk().report(as(owner), merchant, "2027-03", "2027-03")).total;
    expect(after).toMatchObject({
      signups: 0,
      orders: 1,
      netMinor: order.charge.minor,
      commissionMinor: before.commissionMinor,
    });
  });

  it("refuses a span that is not months, or longer than 24 of them", async () => {
    const merchant = await newMerchant();
    for (const [from, to] of [
      ["2027-3", "2027-03"],
      ["2027-04", "2027-03"],
      ["2025-01", "2027-01"],
      ["x", "y"],
    ]) {
      expect(await desk().report(as(owner), merchant, from!, to!)).toEqual({
        ok: false,
        code: "PARTNER_MONTH_INVALID",
      });
    }
    expect(await desk().report(as(owner), 1, "2027-03", "2027-03")).toEqual({
      ok: false,
      code: "PARTNER_NOT_FOUND",
    });
  });
});

describe("approving, declining and paying commissions", () => {
  it("approves a month once it is over, fixing each amount at the rate then; a later rate applies only to what is pending", async () => {
    c.setClock(START);
    const merchant = await newMerchant("10");
    const buyer = await referredAccount(merchant, "spring");
    const march = await c.buy(buyer.token, FIVE_GB);
    expect(await desk().approveMonth(as(partnersTeam), merchant, "2027-03")).toEqual({ ok: false, code: "PARTNER_MONTH_OPEN" });

    c.setClock(new Date("2027-04-02T10:00:00.000Z"));
    const april = await c.buy(buyer.token, ONE_GB);
    const approved = expectOk(await desk().approveMonth(as(partnersTeam), merchant, "2027-03"));
    expect(approved).toEqual({
      orders: 1,
      commissionMinor: commissionOf(march.order.charge.minor, 1000),
    });
    expect(await desk().approveMonth(as(partnersTeam), merchant, "2027-03")).toEqual({ ok: false, code: "PARTNER_NOTHING_TO_APPROVE" });

    expectOk(await desk().setRate(as(partnersTeam), merchant, "20"));
    const { lines } = expectOk(await desk().report(as(owner), merchant, "2027-03", "2027-04"));
    expect(lines.find((l) => l.orderNo === march.order.orderNo)).toMatchObject({
      status: "approved",
      rateBps: 1000,
      commissionMinor: commissionOf(march.order.charge.minor, 1000),
    });
    expect(lines.find((l) => l.orderNo === april.order.orderNo)).toMatchObject({
      status: "pending",
      rateBps: 2000,
      commissionMinor: commissionOf(april.order.charge.minor, 2000),
    });

    const [approval] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(merchant)), eq(auditLog.action, "partner.month-approved")));
    expect(approval).toMatchObject({
      staffId: partnersTeam.staffId,
      address: "198.51.100.7",
      after: {
        month: "2027-03",
        orders: 1,
        commissionMinor: approved.commissionMinor,
      },
    });
    const [rate] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(merchant)), eq(auditLog.action, "partner.rate-changed")));
    expect(rate).toMatchObject({
      before: { commissionBps: 1000 },
      after: { commissionBps: 2000 },
    });
  });

  it("declines an order's commission with a reason; a paid one is final; another partner's order is not found", async () => {
    c.setClock(START);
    const merchant = await newMerchant("10");
    const other = await newMerchant("10");
    const buyer = await referredAccount(merchant, "blog");
    const first = await c.buy(buyer.token, FIVE_GB);
    const second = await c.buy(buyer.token, ONE_GB);

    expect(
      await desk().decline(as(partnersTeam), merchant, {
        orderNo: first.order.orderNo,
        reason: "refunded",
        note: "",
      }),
    ).toEqual({ ok: false, code: "PARTNER_DECLINE_INVALID" });
    expect(
      await desk().decline(as(partnersTeam), merchant, {
        orderNo: first.order.orderNo,
        reason: "fraud",
        note: "bad\u0007note",
      }),
    ).toEqual({ ok: false, code: "PARTNER_DECLINE_INVALID" });
    expect(
      await desk().decline(as(partnersTeam), other, {
        orderNo: first.order.orderNo,
        reason: "fraud",
        note: "",
      }),
    ).toEqual({ ok: false, code: "PARTNER_ORDER_NOT_FOUND" });
    expectOk(
      await desk().decline(as(partnersTeam), merchant, {
        orderNo: first.order.orderNo,
        reason: "self-referral",
        note: "The partner bought through its own link.",
      }),
    );

    c.setClock(new Date("2027-04-01T00:00:00.000Z"));
    expect(expectOk(await desk().approveMonth(as(partnersTeam), merchant, "2027-03")).orders).toBe(1);
    expectOk(await desk().recordPayout(as(finance), merchant, "SEPA 2027-04-001"));
    expect(
      await desk().decline(as(partnersTeam), merchant, {
        orderNo: second.order.orderNo,
        reason: "fraud",
        note: "",
      }),
    ).toEqual({ ok: false, code: "PARTNER_COMMISSION_PAID" });

    const { lines, total } = expectOk(await desk().report(as(finance), merchant, "2027-03", "2027-03"));
    expect(lines.find((l) => l.orderNo === first.order.orderNo)).toMatchObject({
      status: "declined",
      reason: "self-referral",
      commissionMinor: 0,
      note: "The partner bought through its own link.",
    });
    expect(lines.find((l) => l.orderNo === second.order.orderNo)).toMatchObject({ status: "paid", payoutReference: "SEPA 2027-04-001" });
    expect(total.commissionMinor).toBe(commissionOf(second.order.charge.minor, 1000));
    const [declined] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, first.order.orderNo), eq(auditLog.action, "partner.commission-declined")));
    expect(declined).toMatchObject({
      staffId: partnersTeam.staffId,
      before: { status: "pending" },
      after: {
        status: "declined",
        reason: "self-referral",
        merchantId: merchant,
      },
    });
  });

  it("pays every approved commission once, however many members record the payout at once", async () => {
    c.setClock(START);
    const merchant = await newMerchant("15");
    const buyers = [await referredAccount(merchant, "a"), await referredAccount(merchant, "b")];
    const bought = [await c.buy(buyers[0]!.token, FIVE_GB), await c.buy(buyers[1]!.token, ONE_GB), await c.buy(buyers[1]!.token, FIVE_GB)];
    c.setClock(new Date(START.getTime() + 30 * DAY));
    expect(await desk().recordPayout(as(finance), merchant, "SEPA-1")).toEqual({
      ok: false,
      code: "PARTNER_NOTHING_TO_PAY",
    });
    expectOk(await desk().approveMonth(as(owner), merchant, "2027-03"));

    const outcomes = await Promise.all(Array.from({ length: 5 }, (_, i) => desk().recordPayout(as(i % 2 ? owner : finance), merchant, `SEPA-${i}`)));
    const paid = outcomes.filter((o) => o.ok);
    expect(paid).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.code === "PARTNER_NOTHING_TO_PAY")).toBe(true);
    const expected = bought.reduce((sum, b) => sum + commissionOf(b.order.charge.minor, 1500), 0);
    expect(paid[0]).toEqual({
      ok: true,
      obj: { orders: 3, totalMinor: expected },
    });

    const { merchant: facts, payouts, approvedUnpaid } = expectOk(await desk().merchant(as(finance), merchant));
    expect(facts.commissionBps).toBe(1500);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ totalMinor: expected, orderCount: 3 });
    expect(approvedUnpaid).toEqual({ orders: 0, commissionMinor: 0 });
    const { total } = expectOk(await desk().report(as(finance), merchant, "2027-03", "2027-03"));
    expect(total.byStatus.paid).toEqual({
      orders: 3,
      commissionMinor: expected,
    });
    expect(await auditActions(String(merchant))).toContain("partner.paid-out");
  });
});

describe("who may do what", () => {
  it("lets each role do only what its permissions allow, on the server", async () => {
    const merchant = await newMerchant();
    const forbidden = { ok: false, code: "STAFF_FORBIDDEN" };
    // Support has nothing of the partner programme.
    expect(await desk().merchants(as(support))).toEqual(forbidden);
    expect(await desk().merchant(as(support), merchant)).toEqual(forbidden);
    expect(await desk().report(as(support), merchant, "2027-03", "2027-03")).toEqual(forbidden);
    // Finance reads and pays, but neither edits partners nor decides commissions.
    expect((await desk().merchants(as(finance))).ok).toBe(true);
    expect(
      await desk().addMerchant(as(finance), {
        id: "99",
        shortCode: "NOPE",
        name: "Nope",
        rate: "10",
      }),
    ).toEqual(forbidden);
    expect(await desk().setRate(as(finance), merchant, "50")).toEqual(forbidden);
    expect(await desk().setActive(as(finance), merchant, false)).toEqual(forbidden);
    expect(await desk().issueKey(as(finance), merchant)).toEqual(forbidden);
    expect(await desk().approveMonth(as(finance), merchant, "2027-02")).toEqual(forbidden);
    expect(
      await desk().decline(as(finance), merchant, {
        orderNo: "RW0000000000",
        reason: "fraud",
        note: "",
      }),
    ).toEqual(forbidden);
    // The partners team edits and decides, but does not pay.
    expect(await desk().recordPayout(as(partnersTeam), merchant, "SEPA")).toEqual(forbidden);
    expect(await desk().recordPayout(as(support), merchant, "SEPA")).toEqual(forbidden);
  });

  it("checks a new partner's fields and refuses a number or short code taken", async () => {
    const id = ++merchantIds;
    const add = (
      fields: Partial<{
        id: string;
        shortCode: string;
        name: string;
        rate: string;
      }>,
    ) =>
      desk().addMerchant(as(owner), {
        id: String(id),
        shortCode: `Q${id}`,
        name: "Quay Travel",
        rate: "10",
        ...fields,
      });
    for (const fields of [{ id: "0" }, { id: "-3" }, { id: "3000000000" }, { shortCode: "has space" }, { name: " " }, { name: "x".repeat(101) }, { name: "tab\u0000" }]) {
      expect(await add(fields), JSON.stringify(fields)).toEqual({
        ok: false,
        code: "PARTNER_FIELDS_INVALID",
      });
    }
    for (const rate of ["", "101", "10.555", "-1", "ten"])
      expect(await add({ rate }), rate).toEqual({
        ok: false,
        code: "PARTNER_RATE_INVALID",
      });
    expectOk(await add({ rate: "7,5" }));
    expect(await add({ shortCode: `other${id}` })).toEqual({
      ok: false,
      code: "PARTNER_TAKEN",
    });
    expect(await add({ id: String(id + 500_000), shortCode: `q${id}` })).toEqual({ ok: false, code: "PARTNER_TAKEN" });
    expect(expectOk(await desk().merchant(as(owner), id)).merchant).toMatchObject({
      shortCode: `Q${id}`,
      name: "Quay Travel",
      commissionBps: 750,
      active: true,
      hasKey: false,
    });
  });
});

describe("the partner's own report through its API key", () => {
  it("answers the month's figures of the key's merchant only, as the console shows them", async () => {
    c.setClock(START);
    const merchant = await newMerchant("10");
    const other = await newMerchant("10");
    const buyer = await referredAccount(merchant, "spring");
    await c.buy(buyer.token, FIVE_GB);
    await c.buy((await referredAccount(other, "x")).token, ONE_GB);
    const { apiKey } = expectOk(await desk().issueKey(as(partnersTeam), merchant));
    expect(await auditActions(String(merchant))).toContain("partner.key-issued");
    expect(
      JSON.stringify(
        await db()
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetId, String(merchant))),
      ),
    ).not.toContain(apiKey);

    const r = await call<{
      merchantId: number;
      rows: unknown[];
      total: { orders: number; netMinor: number; commissionMinor: number };
      orders: { orderNo: string; status: string }[];
    }>(c.t.app, "/v1/promotion/report", { month: "2027-03" }, { token: apiKey });
    expect(r.body.success).toBe(true);
    const console = expectOk(await desk().report(as(owner), merchant, "2027-03", "2027-03"));
    expect(r.body.obj).toMatchObject({
      merchantId: merchant,
      currency: "USD",
      rateBps: 1000,
      total: {
        orders: 1,
        netMinor: console.total.netMinor,
        commissionMinor: console.total.commissionMinor,
      },
    });
    expect(r.body.obj!.orders.map((o) => o.orderNo)).toEqual(console.lines.map((l) => l.orderNo));
    expect(JSON.stringify(r.body.obj)).not.toContain("@");

    expect((await call(c.t.app, "/v1/promotion/report", { month: "2027-3" }, { token: apiKey })).body.code).toBe("INVALID_FIELD");
    expect((await call(c.t.app, "/v1/promotion/report", { month: "2027-03" })).body.code).toBe("PARTNER_KEY_INVALID");
    expect((await call(c.t.app, "/v1/promotion/report", { month: "2027-03" }, { token: `${apiKey.slice(0, -1)}x` })).body.code).toBe("PARTNER_KEY_INVALID");
  });
});
