/** The partner report as a partner's server reads it (`/v1/promotion/report`). */
import type { PartnerReportAnswer } from "../../../shared/api/partners.ts";
import type { ReportRow } from "./commission-rules.ts";
import type { PartnerReport, ReportLine } from "./partner-desk.ts";

/** A partner's own report as its API answers it: rows by sub id and order lines, nothing about its buyers (no addresses, no notes). */
export function partnerReportAnswer(report: PartnerReport & { lines: ReportLine[] }): PartnerReportAnswer {
  const row = (r: ReportRow) => ({
    subId: r.subId,
    signups: r.signups,
    orders: r.orders,
    netMinor: r.netMinor,
    commissionMinor: r.commissionMinor,
    pendingMinor: r.byStatus.pending.commissionMinor,
    approvedMinor: r.byStatus.approved.commissionMinor,
    paidMinor: r.byStatus.paid.commissionMinor,
    declinedOrders: r.byStatus.declined.orders,
  });
  return {
    merchantId: report.merchant.id,
    month: report.from,
    currency: "USD",
    rateBps: report.merchant.commissionBps,
    rows: report.rows.map(row),
    total: row(report.total),
    orders: report.lines.map((l) => ({
      orderNo: l.orderNo,
      subId: l.subId,
      paidAt: l.paidAt.toISOString(),
      netMinor: l.netMinor,
      rateBps: l.rateBps,
      commissionMinor: l.commissionMinor,
      status: l.status,
      reason: l.reason,
      payoutReference: l.payoutReference,
    })),
  };
}
