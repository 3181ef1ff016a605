import { describe, expect, it } from "vitest";
import { INSTALL_STATES, ORDER_STATUSES, VALIDITY_STATES } from "../../../shared/order-states.ts";
import { topupAdds, topupBlock, topupPackages, type TopupCandidate } from "./topup-rules.ts";

const plan = (slug: string, over: Partial<TopupCandidate> = {}) => ({ slug, kind: "data" as const, topup: true, dataMb: 1024, validityDays: 7, ...over });

/** An area's plans as the demo catalogue has them: data plans, daily plans, call-and-text bundles. */
const AREA = [
  plan("1gb-7-days"),
  plan("5gb-30-days", { dataMb: 5120, validityDays: 30 }),
  plan("promo-2gb", { dataMb: 2048, topup: false }),
  plan("daily-1gb", { kind: "daily", dataMb: null, validityDays: null, topup: false }),
  plan("daily-marked", { kind: "daily", dataMb: null, validityDays: null }),
  plan("calls-5gb-30-days", { kind: "calltext", dataMb: 5120, validityDays: 30 }),
];
const slugs = (plans: { slug: string }[]) => plans.map((p) => p.slug);

describe("top-up packages", () => {
  it("are the area's plans marked as top-ups, never a daily one, for a data eSIM", () => {
    expect(slugs(topupPackages("data", AREA))).toEqual(["1gb-7-days", "5gb-30-days"]);
  });

  it("include call-and-text bundles only for a call-and-text eSIM, which has the local number they need", () => {
    expect(slugs(topupPackages("calltext", AREA))).toEqual(["1gb-7-days", "5gb-30-days", "calls-5gb-30-days"]);
  });

  it("are none for a daily eSIM, whose allowance renews every day", () => {
    expect(topupPackages("daily", AREA)).toEqual([]);
  });

  it("leave out a plan without a data total or validity, whatever it is marked", () => {
    expect(topupPackages("data", [plan("odd", { dataMb: null }), plan("odder", { validityDays: null })])).toEqual([]);
  });

  it("each add their data and their days", () => {
    expect(topupAdds(AREA[1])).toEqual({ addsDataMb: 5120, addsDays: 30 });
  });
});

describe("why an eSIM takes no top-up", () => {
  const ready = { orderStatus: "DELIVERED", planKind: "data", esim: { installState: "ENABLED", validityState: "INUSE" } } as const;

  it("takes one in use, installed or not, and after its data or days ran out (the top-up puts it back in use)", () => {
    for (const validityState of ["VALID", "INUSE", "USAGE_FINISHED", "TIME_FINISHED"] as const) {
      for (const installState of ["UNDOWNLOAD", "DOWNLOAD", "INSTALLED", "ENABLED"] as const) {
        expect(topupBlock({ ...ready, esim: { installState, validityState } }), `${installState} ${validityState}`).toBeNull();
      }
    }
    expect(topupBlock({ ...ready, planKind: "calltext" })).toBeNull();
  });

  it("refuses a refunded order or one being refunded, before anything else", () => {
    expect(topupBlock({ ...ready, orderStatus: "REFUNDED", planKind: "daily", esim: null })).toBe("TOPUP_ORDER_REFUNDED");
    expect(topupBlock({ ...ready, orderStatus: "REFUNDING" })).toBe("TOPUP_ORDER_REFUNDED");
  });

  it("refuses a daily plan: it renews every day", () => {
    expect(topupBlock({ ...ready, planKind: "daily" })).toBe("TOPUP_DAILY_PLAN");
  });

  it("waits for an eSIM still being prepared", () => {
    expect(topupBlock({ ...ready, orderStatus: "PAID", esim: null })).toBe("TOPUP_NOT_READY");
    expect(topupBlock({ ...ready, esim: null })).toBe("TOPUP_NOT_READY");
  });

  it("refuses an eSIM switched off, removed from the phone, or expired unused", () => {
    expect(topupBlock({ ...ready, esim: { installState: "DISABLED", validityState: "VALID" } })).toBe("TOPUP_ESIM_ENDED");
    expect(topupBlock({ ...ready, esim: { installState: "DELETED", validityState: "INUSE" } })).toBe("TOPUP_ESIM_ENDED");
    expect(topupBlock({ ...ready, esim: { installState: "INSTALLED", validityState: "EXPIRED" } })).toBe("TOPUP_ESIM_ENDED");
  });

  it("gives a reason for every combination but the allowed ones, never throwing", () => {
    for (const orderStatus of ORDER_STATUSES) {
      for (const installState of INSTALL_STATES) {
        for (const validityState of VALIDITY_STATES) {
          const block = topupBlock({ orderStatus, planKind: "data", esim: { installState, validityState } });
          const allowed = orderStatus === "DELIVERED" && !["DISABLED", "DELETED"].includes(installState) && validityState !== "EXPIRED";
          expect(block === null, `${orderStatus} ${installState} ${validityState}`).toBe(allowed);
        }
      }
    }
  });
});
