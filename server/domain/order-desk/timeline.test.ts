import { describe, expect, it } from "vitest";
import { buildTimeline, type TimelineFacts } from "./timeline.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 11, 10, 9, minute));

const facts = (over: Partial<TimelineFacts> = {}): TimelineFacts => ({
  order: { orderNo: "RW0000000001", kind: "esim", status: "DELIVERED", createdAt: at(0), paidAt: at(2), deliveredAt: at(3), updatedAt: at(3), amountUsdMinor: 1200, balanceMinor: 200 },
  buyer: "ada@example.com",
  deliveredBy: "simulator",
  payments: [{ id: "p1", provider: "sandbox", amountUsdMinor: 1000, status: "SUCCEEDED", failureCode: null, createdAt: at(1), updatedAt: at(2) }],
  paymentEvents: [{ paymentId: "p1", provider: "sandbox", eventId: "evt_1", type: "payment.succeeded", outcome: "applied", receivedAt: at(2) }],
  supplierOrders: [],
  supplierEvents: [],
  mails: [],
  jobs: [],
  audit: [],
  notes: [],
  staffEmails: new Map(),
  now: at(10),
  ...over,
});

describe("an order's timeline", () => {
  it("puts events in time order, those of one instant in the order the order lived them, and names who did each", () => {
    const timeline = buildTimeline(facts());
    expect(timeline.map((e) => [e.at.getUTCMinutes(), e.kind, e.actor.kind, e.actor.label])).toEqual([
      [0, "order.placed", "buyer", "ada@example.com"],
      [1, "payment.started", "buyer", "ada@example.com"],
      [2, "order.paid", "provider", "sandbox"],
      [2, "payment.succeeded", "provider", "sandbox"],
      [2, "payment.event", "provider", "sandbox"],
      [3, "order.delivered", "supplier", "simulator"],
    ]);
  });

  it("dates a refund by its last confirmed card refund, and names staff by their address", () => {
    const timeline = buildTimeline(
      facts({
        order: { ...facts().order, status: "REFUNDED", updatedAt: at(30) },
        payments: [{ ...facts().payments[0]!, status: "REFUNDED", updatedAt: at(20) }],
        audit: [{ at: at(15), staffId: "s1", action: "order.refunded", before: null, after: { amountMinor: 1000 } }],
        notes: [{ id: "n1", at: at(16), staffId: "s1", text: "Refunded at the buyer's request." }],
        staffEmails: new Map([["s1", "sam@staff.example"]]),
      }),
    );
    const kinds = timeline.map((e) => [e.kind, e.at.getUTCMinutes(), e.actor.label]);
    expect(kinds).toContainEqual(["order.refunded", 20, null]);
    expect(kinds).toContainEqual(["order.refunded", 15, "sam@staff.example"]);
    expect(kinds).toContainEqual(["note", 16, "sam@staff.example"]);
  });

  it("shows a paid-by-balance order as paid by its buyer, and a job's state now", () => {
    const timeline = buildTimeline(
      facts({
        order: { ...facts().order, status: "PAID", deliveredAt: null, balanceMinor: 1200 },
        payments: [],
        paymentEvents: [],
        jobs: [
          { key: "provision:o1", kind: "order.provision", attempts: 3, maxAttempts: 10, runAt: at(12), lockedUntil: null, lastError: "unavailable", doneAt: null, failedAt: null, createdAt: at(2) },
          { key: "receipt:order:o1", kind: "mail.receipt", attempts: 1, maxAttempts: 8, runAt: at(2), lockedUntil: at(11), lastError: null, doneAt: null, failedAt: null, createdAt: at(2) },
        ],
      }),
    );
    expect(timeline.find((e) => e.kind === "order.paid")!.actor).toEqual({ kind: "buyer", label: "ada@example.com" });
    expect(timeline.filter((e) => e.kind === "job.queued").map((e) => e.detail.state)).toEqual(["waiting", "running"]);
    expect(timeline.find((e) => e.detail.key === "provision:o1")!.detail).toMatchObject({ attempts: 3, lastError: "unavailable", runAt: at(12).toISOString() });
    expect(timeline.map((e) => e.kind)).not.toContain("order.delivered");
  });
});
