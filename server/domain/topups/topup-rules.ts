/**
 * Pure rules of eSIM top-ups (docs/WALLET.md#top-ups): which packages fit an eSIM, what each
 * adds, and why an eSIM can take none. Kept apart from the database so they are tested alone,
 * and used both where the packages are offered and where a paid top-up is applied.
 */
import type { PlanKind } from "../../../shared/catalog-kinds.ts";
import type { InstallState, OrderStatus, ValidityState } from "../../../shared/order-states.ts";
import type { TopupError } from "./errors.ts";

/** What the rules need of a catalogue plan. */
export interface TopupCandidate {
  kind: PlanKind;
  topup: boolean;
  dataMb: number | null;
  validityDays: number | null;
}

/**
 * The packages for an eSIM bought as a plan of `esimKind`: the plans of its own destination that
 * the catalogue marks as top-ups, never a daily one (a daily allowance renews by itself and
 * cannot be added to a total). A call-and-text package only fits a call-and-text eSIM: its
 * minutes and texts need the local number that only such an eSIM has.
 */
export function topupPackages<P extends TopupCandidate>(esimKind: PlanKind, plans: readonly P[]): P[] {
  if (esimKind === "daily") return [];
  return plans.filter((p) => p.topup && p.kind !== "daily" && p.dataMb !== null && p.validityDays !== null && (p.kind === "data" || esimKind === "calltext"));
}

/** What a package adds to the eSIM: its data and its days, stated before paying. */
export function topupAdds(plan: Pick<TopupCandidate, "dataMb" | "validityDays">): { addsDataMb: number; addsDays: number } {
  return { addsDataMb: plan.dataMb ?? 0, addsDays: plan.validityDays ?? 0 };
}

/** Where the eSIM's own order and the eSIM stand. */
export interface TopupTarget {
  /** The status of the order that delivered the eSIM. */
  orderStatus: OrderStatus;
  planKind: PlanKind;
  /** Null while the eSIM is being prepared. */
  esim: { installState: InstallState; validityState: ValidityState } | null;
}

/** Install and validity states of an eSIM that can no longer connect, whatever is added to it. */
const ENDED_INSTALL: ReadonlySet<InstallState> = new Set(["DISABLED", "DELETED"]);
const ENDED_VALIDITY: ReadonlySet<ValidityState> = new Set(["EXPIRED"]);

/**
 * Why this eSIM can take no top-up now, or null when it can. An eSIM whose data ran out or whose
 * validity ended can: a top-up puts it back in use. The first reason that applies is given.
 */
export function topupBlock(target: TopupTarget): TopupError | null {
  if (target.orderStatus === "REFUNDING" || target.orderStatus === "REFUNDED") return "TOPUP_ORDER_REFUNDED";
  if (target.planKind === "daily") return "TOPUP_DAILY_PLAN";
  if (target.orderStatus !== "DELIVERED" || !target.esim) return "TOPUP_NOT_READY";
  if (ENDED_INSTALL.has(target.esim.installState) || ENDED_VALIDITY.has(target.esim.validityState)) return "TOPUP_ESIM_ENDED";
  return null;
}
