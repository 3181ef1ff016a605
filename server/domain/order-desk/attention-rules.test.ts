import { describe, expect, it } from "vitest";
import { can } from "../staff/index.ts";
import { ATTENTION_PERMISSION, failingStreak, gaveUpFix, groupAttention, isUnexplained, jobPermission, lowBalance } from "./attention-rules.ts";
import type { AttentionItem } from "./order-desk-view.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 11, 10, 9, minute));

describe("who sees what", () => {
  it("orders to those who may read them, the supplier's balance and the catalogue sync to the catalogue team", () => {
    const sees = (roles: string[]) => Object.entries(ATTENTION_PERMISSION).flatMap(([kind, permission]) => (can(roles, permission) ? [kind] : []));
    expect(sees(["support"])).toEqual(["undelivered", "supplier-ambiguous", "job-gave-up", "webhook-ignored"]);
    expect(sees(["finance"])).toEqual(["undelivered", "supplier-ambiguous", "job-gave-up", "webhook-ignored"]);
    expect(sees(["catalogue"])).toEqual(["supplier-balance-low", "catalog-sync-failing"]);
    expect(sees(["partners"])).toEqual([]);
    expect(sees(["owner"])).toHaveLength(6);
    expect([jobPermission("catalog.sync"), jobPermission("order.provision"), jobPermission("payment.refund")]).toEqual(["catalogue.edit", "orders.read", "orders.read"]);
  });
});

describe("what fixes it", () => {
  it("names a fix for each job kind that can give up", () => {
    expect(gaveUpFix("order.provision")).toBe("review-order");
    expect(gaveUpFix("payment.refund")).toBe("refund-by-hand");
    expect(gaveUpFix("order.cancel-esim")).toBe("cancel-at-supplier");
    expect(gaveUpFix("order.delivery-mail")).toBe("resend-mail");
    expect(gaveUpFix("catalog.sync")).toBe("check-catalogue-sync");
    expect(gaveUpFix("sandbox.webhook")).toBe("review-job");
  });

  it("lists an ignored webhook only when it names something the store does not know", () => {
    expect(isUnexplained("ignored: unknown payment")).toBe(true);
    expect(isUnexplained("ignored: no order B2212 of ours")).toBe(true);
    expect(isUnexplained("ignored: no eSIM 8901 of ours")).toBe(true);
    expect(isUnexplained("ignored: provision:5d1c is not waiting")).toBe(false);
    expect(isUnexplained("ignored: 5d1c is switched off")).toBe(false);
    expect(isUnexplained("applied")).toBe(false);
    expect(isUnexplained(null)).toBe(false);
  });
});

describe("a failing catalogue sync", () => {
  it("is the run of failures since the last run that went well", () => {
    const run = (status: "ok" | "failed", minute: number, error: string | null = null) => ({ status, startedAt: at(minute), error });
    expect(failingStreak([run("failed", 30, "401"), run("failed", 20, "timeout"), run("ok", 10), run("failed", 0, "old")])).toEqual({ failures: 2, since: at(20), lastError: "401" });
    expect(failingStreak([run("ok", 30), run("failed", 20, "timeout")])).toBeNull();
    expect(failingStreak([])).toBeNull();
  });
});

describe("the supplier's balance", () => {
  const alert = (minute: number, balanceE4 = 500_000) => ({ supplier: "esimaccess", balanceE4, thresholdE4: 1_000_000, at: at(minute) });

  it("is low from the first alert of the run until a read at or above the threshold", () => {
    expect(lowBalance([alert(40), alert(20)], null)).toEqual([{ supplier: "esimaccess", balanceE4: 500_000, thresholdE4: 1_000_000, since: at(20) }]);
    expect(lowBalance([alert(40), alert(20)], { supplier: "esimaccess", balanceE4: 2_000_000, at: at(50) })).toEqual([]);
    expect(lowBalance([alert(40), alert(20)], { supplier: "esimaccess", balanceE4: 2_000_000, at: at(30) })).toEqual([
      { supplier: "esimaccess", balanceE4: 500_000, thresholdE4: 1_000_000, since: at(40) },
    ]);
    expect(lowBalance([alert(40)], { supplier: "esimaccess", balanceE4: 300_000, at: at(50) })).toEqual([{ supplier: "esimaccess", balanceE4: 300_000, thresholdE4: 1_000_000, since: at(40) }]);
    expect(lowBalance([], null)).toEqual([]);
  });
});

describe("the groups", () => {
  it("come in a fixed order of kinds, each newest first, leaving out what the member may not see", () => {
    const item = (kind: AttentionItem["kind"], minute: number): AttentionItem => ({
      kind,
      since: at(minute),
      target: { kind: "order", id: `${kind}-${minute}`, orderNo: null },
      action: { fix: "review-order", href: "/admin" },
      detail: {},
    });
    const groups = groupAttention([item("job-gave-up", 1), item("undelivered", 5), item("undelivered", 9), item("catalog-sync-failing", 3)], (kind) => kind !== "catalog-sync-failing");
    expect(groups.map((g) => [g.kind, g.items.map((i) => i.target.id)])).toEqual([
      ["undelivered", ["undelivered-9", "undelivered-5"]],
      ["job-gave-up", ["job-gave-up-1"]],
    ]);
  });
});
