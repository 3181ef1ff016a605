/**
 * The timeline of an order fulfilled by a wholesale supplier (eSIM Access's stand-in, docs/CONSOLE.md#the-timeline):
 * the request sent, the order placed at the supplier, the supplier's webhooks about the order and
 * its eSIM (tied to it by the supplier's order number, our reference and the eSIM's ICCID and
 * reference), the supplier order done, and the delivery by the supplier; a webhook about nothing
 * of ours shows in the attention queue, and a request left unanswered too.
 */
// @both-engines: the webhooks are found by jsonb expressions over their payloads, proven on each engine.
import { describe, expect, it } from "vitest";
import { ESIMACCESS_TOKEN, useSupplyStore } from "../../../tests/support/supply.ts";
import { staffMembers } from "../../../tests/support/staff.ts";
import { MINUTE } from "../../../tests/support/checkout.ts";

const ALLOCATION_MS = 10_000;
const store = useSupplyStore("esimaccess", { allocationDelayMs: ALLOCATION_MS });
const { c } = store;
const control = () => store.control;
const members = staffMembers(c.t, c.now);
const desk = () => c.t.services.orderDesk;

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}

/** Lets the stand-in's allocation time pass, has it allocate (and notify), and runs what the store does next. */
async function allocate() {
  c.advance(ALLOCATION_MS + 1);
  control().allocateDue();
  await control().idle();
  await c.runJobs();
  await c.runJobs();
}

describe("a supplier-backed order's timeline", () => {
  it("shows the supplier calls, the supplier's webhooks about the order and its eSIM, and the delivery by the supplier", async () => {
    const support = await members.member(["support"]);
    const { orderNo, orderId } = await store.paidOrder();
    await allocate();
    const [esim] = await c.esimsOf(orderNo);
    control().use(esim!.iccid, 600 * 1024 * 1024);
    await control().idle();
    await c.runJobs();

    const view = expectOk(await desk().orderForStaff(support, orderNo));
    expect(view.status).toBe("DELIVERED");
    expect(view.supplierOrders).toEqual([expect.objectContaining({ orderNo, supplier: "esimaccess", purpose: "esim", state: "DONE", sends: 1, supplierOrderRef: expect.any(String) })]);
    expect(view.esim).toMatchObject({ provider: "esimaccess", iccid: esim!.iccid, dataUsedMb: 600 });

    const of = (kind: string) => view.timeline.filter((e) => e.kind === kind);
    expect(of("supplier.request-sent")).toEqual([expect.objectContaining({ actor: { kind: "system", label: null }, detail: { supplier: "esimaccess", purpose: "esim", orderNo } })]);
    expect(of("supplier.order-placed")).toEqual([
      expect.objectContaining({ actor: { kind: "supplier", label: "esimaccess" }, detail: expect.objectContaining({ supplierOrderRef: view.supplierOrders[0]!.supplierOrderRef }) }),
    ]);
    expect(of("supplier.order-state").map((e) => e.detail.state)).toEqual(["DONE"]);
    const webhooks = of("supplier.webhook").map((e) => e.detail);
    // The allocation's webhook woke the waiting job, or found the poll had taken it already.
    expect(webhooks).toContainEqual(expect.objectContaining({ type: "order-allocated", outcome: expect.stringContaining(`provision:${orderId}`) }));
    expect(webhooks).toContainEqual(expect.objectContaining({ type: "usage", outcome: `refreshed ${esim!.id}` }));
    expect(of("supplier.webhook").every((e) => e.actor.kind === "supplier" && e.actor.label === "esimaccess")).toBe(true);
    expect(of("order.delivered")).toEqual([expect.objectContaining({ actor: { kind: "supplier", label: "esimaccess" } })]);

    const kinds = view.timeline.map((e) => e.kind);
    expect(kinds.indexOf("supplier.request-sent")).toBeLessThan(kinds.indexOf("supplier.order-placed"));
    expect(kinds.indexOf("order.paid")).toBeLessThanOrEqual(kinds.indexOf("supplier.request-sent"));
    expect(kinds.lastIndexOf("supplier.webhook")).toBeGreaterThan(kinds.indexOf("order.delivered"));
    expect(JSON.stringify(view)).not.toContain(esim!.activationCode);
  });

  it("lists a webhook about no order of ours, and a request whose answer never came, in the attention queue", async () => {
    const owner = await members.owner();
    const body = JSON.stringify({ notifyType: "ORDER_STATUS", notifyId: "not-ours-1", content: { orderNo: "B9999999", orderStatus: "GOT_RESOURCE" } });
    const res = await c.t.app.inject({ method: "POST", url: `/webhooks/esimaccess/${ESIMACCESS_TOKEN}`, headers: { "content-type": "application/json" }, payload: body });
    expect(res.statusCode).toBe(200);
    await c.runJobs();

    control().failNext("esim/order", { kind: "hang-after-accept" });
    const { orderNo } = await store.paidOrder();
    expect(await store.supplierOrder(orderNo)).toMatchObject({ state: "SENDING" });
    c.advance(16 * MINUTE);

    const groups = expectOk(await desk().attentionItems(owner));
    const items = (kind: string) => groups.find((g) => g.kind === kind)?.items ?? [];
    expect(items("webhook-ignored")).toContainEqual(
      expect.objectContaining({ target: { kind: "supplier-event", id: "not-ours-1", orderNo: null }, detail: expect.objectContaining({ source: "esimaccess", outcome: "ignored: no order B9999999 of ours" }) }),
    );
    expect(items("supplier-ambiguous")).toContainEqual(
      expect.objectContaining({
        target: { kind: "order", id: orderNo, orderNo },
        action: { fix: "reconcile-at-supplier", href: `/admin/orders/${orderNo}` },
        detail: expect.objectContaining({ supplier: "esimaccess", state: "SENDING", sends: 1 }),
      }),
    );
    expect(items("undelivered").map((i) => i.target.orderNo)).toContain(orderNo);
  });
});
