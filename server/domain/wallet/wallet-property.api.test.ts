/**
 * The balance shown equals the journal after any sequence of what a traveller and time can do
 * (docs/WALLET.md): recharges paid by card, orders paid from the balance in full or in part,
 * cards paying the rest or never, refunds, and a day passing that cancels what was left unpaid.
 * Every step goes through HTTP; a model of the balance predicts each step's balance part, and
 * after each sequence the balance, the statement's sum and `ledger.verify()` must all agree.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrderSummary } from "../../../shared/api/orders.ts";
import { DAY, HOUR, newIdempotencyKey, PUBLIC_URL, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { call } from "../../../tests/support/test-app.ts";

const c = useCheckoutApp();
const { t } = c;

const PLAN = { area: "japan", plan: "5gb-30-days" };
const CREDIT_PLANS = ["usd-10", "usd-25", "usd-50"] as const;

type Op =
  | { op: "recharge"; plan: (typeof CREDIT_PLANS)[number] }
  | { op: "order"; useBalance: boolean; payCard: boolean }
  | { op: "refund"; pick: number }
  | { op: "dayPasses" };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("recharge" as const), plan: fc.constantFrom(...CREDIT_PLANS) }),
  fc.record({ op: fc.constant("order" as const), useBalance: fc.boolean(), payCard: fc.boolean() }),
  fc.record({ op: fc.constant("refund" as const), pick: fc.nat() }),
  fc.constant({ op: "dayPasses" as const }),
);

async function rechargeByCard(token: string, plan: string): Promise<number> {
  const placed = await call<{ rechargeNo: string; credit: { minor: number } }>(t.app, "/v1/create/recharge", { plan }, { token, headers: { "idempotency-key": newIdempotencyKey() } });
  expect(placed.body.success, placed.body.msg).toBe(true);
  const started = await call<{ redirectUrl: string }>(t.app, "/v1/execute/recharge/payment", { rechargeNo: placed.body.obj!.rechargeNo }, { token });
  await c.payOnPage(started.body.obj!.redirectUrl.slice(PUBLIC_URL.length));
  await c.runJobs();
  return placed.body.obj!.credit.minor;
}

describe("the balance after any sequence of recharges, orders, refunds and days passing (property)", () => {
  it("is what the model predicts, equals the statement's sum, and the books agree", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        const { token, userId } = await c.accountWithBalance(0);
        let model = 0;
        // Orders that took money from the balance: refundable (paid) or waiting for a card.
        const paid: { orderNo: string; fromBalance: number }[] = [];
        let unpaid: { orderNo: string; fromBalance: number }[] = [];
        const startedAt = c.now();

        for (const step of ops) {
          if (step.op === "recharge") {
            model += await rechargeByCard(token, step.plan);
          } else if (step.op === "order") {
            const order: OrderSummary = await c.placed(token, { ...PLAN, useBalance: step.useBalance });
            const expected = step.useBalance ? Math.min(model, order.charge.minor) : 0;
            expect(order.balancePart?.minor ?? 0).toBe(expected);
            model -= expected;
            if (order.cardPart.minor === 0) {
              paid.push({ orderNo: order.orderNo, fromBalance: expected });
            } else if (step.payCard) {
              const { pagePath } = await c.startPayment(token, order.orderNo);
              await c.payOnPage(pagePath);
              paid.push({ orderNo: order.orderNo, fromBalance: expected });
            } else {
              unpaid.push({ orderNo: order.orderNo, fromBalance: expected });
            }
            await c.runJobs();
          } else if (step.op === "refund" && paid.length > 0) {
            const [target] = paid.splice(step.pick % paid.length, 1);
            const answer = await c.refund(token, target!.orderNo);
            // An eSIM already installed or in use is not refundable: then nothing changes.
            if (answer.body.success) model += target!.fromBalance;
            else expect(answer.body.code).toBe("REFUND_NOT_ALLOWED");
            await c.runJobs();
          } else if (step.op === "dayPasses") {
            c.advance(DAY + HOUR);
            await c.runJobs();
            for (const order of unpaid) model += order.fromBalance;
            unpaid = [];
          }
          expect(await t.services.ledger.balance(userId)).toBe(model);
        }

        const statement = await call<{ total: number; list: { amount: { minor: number } }[] }>(t.app, "/v2/query/transactions?pageNum=1&pageSize=50", {}, { token });
        expect(statement.body.obj!.list.reduce((sum, line) => sum + line.amount.minor, 0)).toBe(model);
        expect(await t.services.ledger.verify()).toEqual([]);
        // The next sequence starts at the same hour, inside the campaign.
        c.setClock(startedAt);
      }),
      { numRuns: 12 },
    );
  });
});
