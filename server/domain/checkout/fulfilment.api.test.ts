/**
 * Provisioning after payment (docs/CHECKOUT.md#durable-jobs): an eSIM provider that fails is
 * asked again with the queue's back-off and delivers once; one that keeps failing past the job's
 * attempts has the order refunded and the buyer told (and, once the money is back, mailed the
 * refund); a worker that vanished mid-run leaves its claim to expire and the job is taken up
 * again, still delivering once.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema.ts";
import { CLAIM_MS } from "../jobs/job-queue.ts";
import { checkoutJobs } from "./index.ts";
import { newGuestEmail, useCheckoutApp } from "../../../tests/support/checkout.ts";

const FIVE_GB = { area: "japan", plan: "5gb-30-days" };
const c = useCheckoutApp();
const simulator = () => c.t.services.esimSimulator!;

afterEach(() => simulator().failNext(0));

/** A guest's order paid with 4242, its webhook delivered and the first provisioning attempt run. */
async function paidOrder() {
  const token = await c.guest();
  const email = newGuestEmail();
  const { order, paymentId } = await c.buy(token, { ...FIVE_GB, email });
  const row = await c.orderRow(order.orderNo);
  return { token, email, orderNo: order.orderNo, orderId: row.id, paymentId };
}

/** Moves the clock to each retry of the order's provisioning and runs it, until it is done or given up. */
async function retryProvisioning(orderId: string) {
  for (let round = 0; round < 2 * checkoutJobs.PROVISION_ATTEMPTS; round++) {
    const [job] = await c.jobsFor("order.provision", orderId);
    if (job.doneAt || job.failedAt) return job;
    if (job.runAt > c.now()) c.setClock(job.runAt);
    await c.runJobs();
  }
  throw new Error("provisioning neither finished nor gave up");
}

describe("provisioning", () => {
  it("that fails a few times is retried and delivers once", async () => {
    simulator().failNext(2);
    const { email, orderNo, orderId } = await paidOrder();
    expect((await c.orderRow(orderNo)).status).toBe("PAID");
    expect(await c.esimsOf(orderNo)).toHaveLength(0);

    const job = await retryProvisioning(orderId);
    expect(job).toMatchObject({ attempts: 3, failedAt: null });
    expect((await c.orderRow(orderNo)).status).toBe("DELIVERED");
    expect(await c.esimsOf(orderNo)).toHaveLength(1);
    expect(await c.mailsOf(orderNo, "esim-delivered")).toHaveLength(1);
    expect(await c.mailsOf(orderNo, "esim-not-delivered")).toHaveLength(0);
    expect(c.sentTo(email)).toHaveLength(1);
  });

  it("that fails on every attempt gives up: the order is refunded and the buyer told", async () => {
    simulator().failNext(checkoutJobs.PROVISION_ATTEMPTS + 5);
    const { token, email, orderNo, orderId, paymentId } = await paidOrder();

    const job = await retryProvisioning(orderId);
    expect(job.attempts).toBe(checkoutJobs.PROVISION_ATTEMPTS);
    expect(job.failedAt).not.toBeNull();
    expect(job.lastError).toContain("unavailable");
    expect((await c.orderRow(orderNo)).status).toBe("REFUNDED");
    expect((await c.t.services.checkout.payment(paymentId))?.status).toBe("REFUNDED");
    expect(await c.jobsFor("payment.refund", paymentId)).toHaveLength(1);
    expect(await c.esimsOf(orderNo)).toHaveLength(0);

    expect(await c.mailsOf(orderNo, "esim-delivered")).toHaveLength(0);
    expect(await c.mailsOf(orderNo, "esim-not-delivered")).toHaveLength(1);
    const mails = c.sentTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(orderNo);
    expect(mails[0].attachments).toBeUndefined();
    // Then, the card refund confirmed, the refund mail: once, after the apology, which only says it is on its way.
    expect(await c.mailsOf(orderNo, "esim-not-delivered")).toHaveLength(1);
    const [refunded, ...more] = c.refundMailsTo(email);
    expect(more).toHaveLength(0);
    expect(refunded!.text).toContain(orderNo);

    expect(await c.ordersList(token)).toMatchObject([{ orderNo, paymentState: "REFUNDED", label: "refunded", esim: null, refundable: false }]);
    // Given up is final: later runs change nothing.
    c.advance(CLAIM_MS * 10);
    await c.runJobs();
    expect(await c.mailsOf(orderNo, "esim-not-delivered")).toHaveLength(1);
    expect(await c.esimsOf(orderNo)).toHaveLength(0);
  });

  it("cut off by a worker that vanished is taken up again once its claim expires, and delivers once", async () => {
    const token = await c.guest();
    const email = newGuestEmail();
    const order = await c.placed(token, { ...FIVE_GB, email });
    const { pagePath } = await c.startPayment(token, order.orderNo);
    await c.payOnPage(pagePath);
    expect((await c.confirm(token, order.orderNo)).body.obj).toMatchObject({ status: "PAID" });
    const { id: orderId } = await c.orderRow(order.orderNo);

    // Another worker claimed the job and was never heard of again.
    const [claimed] = await c.jobsFor("order.provision", orderId);
    await c.t.services.database.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: new Date(c.now().getTime() + CLAIM_MS) })
      .where(eq(jobs.id, claimed.id));
    await c.runJobs();
    expect((await c.orderRow(order.orderNo)).status).toBe("PAID");

    c.advance(CLAIM_MS);
    await c.runJobs();
    const [job] = await c.jobsFor("order.provision", orderId);
    expect(job).toMatchObject({ attempts: 2, failedAt: null });
    expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
    expect(await c.esimsOf(order.orderNo)).toHaveLength(1);
    expect(await c.mailsOf(order.orderNo, "esim-delivered")).toHaveLength(1);
    expect(c.sentTo(email)).toHaveLength(1);
  });
});
