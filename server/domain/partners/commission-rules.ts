/**
 * The partner programme's commission, as pure rules (docs/CONSOLE.md#partners). A partner earns
 * its rate on what the store kept of each paid order its referred buyers placed: the amount paid
 * less what went back. Until a member approves it, the commission follows the order (a refund
 * lowers it, all of it refunded declines it) and the partner's current rate; approval fixes the
 * amount, a payout pays it. Reports add up order by order, so every total is the sum of its lines.
 */
import { COMMISSION_BPS_MAX, type CommissionStatus, type DeclineReason } from "../../../shared/partner-commissions.ts";

/** `rateBps` of `netMinor`, rounded half up to a whole minor unit. */
export function commissionOf(netMinor: number, rateBps: number): number {
  return Math.floor((netMinor * rateBps + COMMISSION_BPS_MAX / 2) / COMMISSION_BPS_MAX);
}

/** What a member decided of an order's commission, as stored (partner_commissions). */
export interface CommissionDecision {
  status: Exclude<CommissionStatus, "pending">;
  reason: DeclineReason | null;
  netMinor: number;
  rateBps: number;
  commissionMinor: number;
}

/** An attributed paid order as the report reads it. */
export interface CommissionFacts {
  amountUsdMinor: number;
  /** Asked back so far: all of it once the order is refunding or refunded. */
  refundedMinor: number;
  decision: CommissionDecision | null;
}

export interface CommissionLine {
  status: CommissionStatus;
  reason: DeclineReason | null;
  netMinor: number;
  rateBps: number;
  commissionMinor: number;
}

/** What an order earns its partner now, at the partner's `rateBps` unless a decision fixed it. */
export function commissionLine(order: CommissionFacts, rateBps: number): CommissionLine {
  if (order.decision) return { ...order.decision };
  const netMinor = Math.max(0, order.amountUsdMinor - order.refundedMinor);
  if (netMinor === 0) return { status: "declined", reason: "refunded", netMinor, rateBps, commissionMinor: 0 };
  return { status: "pending", reason: null, netMinor, rateBps, commissionMinor: commissionOf(netMinor, rateBps) };
}

/** One row of a report: a month and a sub id (null: links without one). */
export interface ReportRow {
  month: string;
  subId: string | null;
  signups: number;
  orders: number;
  netMinor: number;
  /** Earned in all: pending, approved and paid (declined earns nothing). */
  commissionMinor: number;
  byStatus: Record<CommissionStatus, { orders: number; commissionMinor: number }>;
}

const emptyByStatus = (): ReportRow["byStatus"] => ({
  pending: { orders: 0, commissionMinor: 0 },
  approved: { orders: 0, commissionMinor: 0 },
  declined: { orders: 0, commissionMinor: 0 },
  paid: { orders: 0, commissionMinor: 0 },
});

export const emptyReportRow = (month: string, subId: string | null): ReportRow => ({ month, subId, signups: 0, orders: 0, netMinor: 0, commissionMinor: 0, byStatus: emptyByStatus() });

/** Adds one order's line to a row (in place). */
export function addLine(row: ReportRow, line: CommissionLine): void {
  row.orders += 1;
  row.netMinor += line.netMinor;
  row.byStatus[line.status].orders += 1;
  row.byStatus[line.status].commissionMinor += line.commissionMinor;
  if (line.status !== "declined") row.commissionMinor += line.commissionMinor;
}

/**
 * The report's rows by month (newest first) and sub id (none first, then by name), from each
 * order's line and each month's sign-ups; and their total, the sum of the rows.
 */
export function reportRows(
  orders: readonly { month: string; subId: string | null; line: CommissionLine }[],
  signups: readonly { month: string; subId: string | null; count: number }[],
): { rows: ReportRow[]; total: ReportRow } {
  const rows = new Map<string, ReportRow>();
  const rowOf = (month: string, subId: string | null) => {
    const key = `${month}\u0000${subId ?? ""}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = emptyReportRow(month, subId)));
    return row;
  };
  for (const s of signups) rowOf(s.month, s.subId).signups += s.count;
  for (const o of orders) addLine(rowOf(o.month, o.subId), o.line);
  const sorted = [...rows.values()].sort((a, b) => (a.month !== b.month ? (a.month < b.month ? 1 : -1) : (a.subId ?? "").localeCompare(b.subId ?? "")));
  const total = emptyReportRow("", null);
  for (const row of sorted) {
    total.signups += row.signups;
    total.orders += row.orders;
    total.netMinor += row.netMinor;
    total.commissionMinor += row.commissionMinor;
    for (const status of Object.keys(total.byStatus) as CommissionStatus[]) {
      total.byStatus[status].orders += row.byStatus[status].orders;
      total.byStatus[status].commissionMinor += row.byStatus[status].commissionMinor;
    }
  }
  return { rows: sorted, total };
}
