/**
 * The console's partners section (docs/CONSOLE.md#partners), and the report a partner reads
 * through its API key: merchants with their short codes, commission rates and keys; a report by
 * month and sub id of referred sign-ups, orders, what the store kept of them and the commission
 * earned, by state; members approving a month, declining an order's commission with a reason,
 * and recording payouts.
 *
 * The orders are the checkout's and the sign-ups the accounts'; this domain keeps the members'
 * decisions and the payouts. Every action checks the member's permission itself (whatever the
 * page offered) and writes its audit entry in its own transaction, after locking the merchant
 * row: decisions for one partner take turns, so a payout pays each approved commission once.
 */
import { randomUUID } from "node:crypto";
import { CHOSEN_DECLINE_REASONS, COMMISSION_BPS_MAX, DECLINE_NOTE_MAX, PAYOUT_REFERENCE_MAX, monthBounds, monthEnded, monthOf } from "../../../shared/partner-commissions.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { PartnerOrder } from "../checkout/index.ts";
import { no, ok, systemClock, type Clock, type Db, type Outcome, type Tx } from "../../kernel/index.ts";
import { can, recordAudit, staffEmails, type Permission, type StaffError } from "../staff/index.ts";
import * as repo from "./commission-repository.ts";
import { commissionLine, reportRows, type CommissionLine, type ReportRow } from "./commission-rules.ts";
import type { PartnerError } from "./errors.ts";
import { insertMerchant, setKeyHash } from "./partners-repository.ts";
import { apiKeyHash, newApiKey } from "./partners-rules.ts";
import type { Merchant } from "./partners-view.ts";

/** A member of staff acting, and the address they came from (for the audit entry). */
export interface PartnerDeskActor {
  staffId: string;
  roles: readonly string[];
  address: string;
}

/** A paid order the report counts, as the checkout reads it. */
export type PartnerSale = PartnerOrder;

export interface PartnerDeskDeps {
  db: Db;
  /** The checkout's reads of a merchant's paid orders, in the caller's transaction (`share`: held until it ends). */
  sales: {
    partnerOrders(tx: Tx, merchantId: number, from: Date, until: Date, share?: boolean): Promise<PartnerSale[]>;
    partnerOrder(tx: Tx, merchantId: number, orderNo: string): Promise<PartnerSale | null>;
  };
  /** The accounts' count of referred sign-ups by month and sub id. */
  signups(merchantId: number, from: Date, until: Date): Promise<{ month: string; subId: string | null; count: number }[]>;
  now?: Clock;
}

export type PartnerDeskOutcome<T> = Outcome<T, PartnerError | Extract<StaffError, "STAFF_FORBIDDEN">>;

/** One order of a report, with its commission now. */
export interface ReportLine extends CommissionLine {
  month: string;
  subId: string | null;
  orderNo: string;
  paidAt: Date;
  amountUsdMinor: number;
  refundedMinor: number;
  note: string | null;
  /** The payout that paid it (its reference), once paid. */
  payoutReference: string | null;
}

export interface PartnerReport {
  merchant: repo.MerchantFacts;
  from: string;
  to: string;
  rows: ReportRow[];
  total: ReportRow;
}

/** Months a report spans at most: two years, one page. */
export const REPORT_MONTHS_MAX = 24;
const NAME_MAX = 100;
const SHORT_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const MERCHANT_ID_MAX = 2_147_483_647;
/** Printable text without control characters, trimmed. */
const cleanText = (value: string, max: number): string | null => {
  const text = value.trim();
  return text.length > 0 && [...text].length <= max && !/[\p{Cc}\p{Cs}]/u.test(text) ? text : null;
};

export function createPartnerDesk(deps: PartnerDeskDeps) {
  const now = deps.now ?? systemClock;
  const { db } = deps;
  const allowed = (actor: PartnerDeskActor, permission: Permission) => can(actor.roles, permission);
  const audited = (actor: PartnerDeskActor) => ({ staffId: actor.staffId, address: actor.address.slice(0, 100) });

  /** The report's order lines of [from, until) for the merchant, read in `tx`. */
  async function linesOf(tx: Tx, merchant: repo.MerchantFacts, from: Date, until: Date): Promise<ReportLine[]> {
    const sales = await deps.sales.partnerOrders(tx, merchant.id, from, until);
    const decisions = await repo.decisionsOf(
      tx,
      sales.map((s) => s.id),
    );
    const references = await repo.payoutReferences(tx, [...new Set([...decisions.values()].flatMap((d) => (d.payoutId ? [d.payoutId] : [])))]);
    return sales.map((sale) => {
      const decision = decisions.get(sale.id) ?? null;
      const line = commissionLine({ amountUsdMinor: sale.amountUsdMinor, refundedMinor: sale.refundedMinor, decision }, merchant.commissionBps);
      return {
        ...line,
        month: monthOf(sale.paidAt),
        subId: sale.merchantSubId,
        orderNo: sale.orderNo,
        paidAt: sale.paidAt,
        amountUsdMinor: sale.amountUsdMinor,
        refundedMinor: sale.refundedMinor,
        note: decision?.note ?? null,
        payoutReference: decision?.payoutId ? (references.get(decision.payoutId) ?? null) : null,
      };
    });
  }

  /** The span of months from `from` to `to` ("YYYY-MM", inclusive), at most REPORT_MONTHS_MAX. */
  function span(from: string, to: string): { from: Date; until: Date } | null {
    const first = monthBounds(from);
    const last = monthBounds(to);
    if (!first || !last || first.from > last.from) return null;
    const months = (last.from.getUTCFullYear() - first.from.getUTCFullYear()) * 12 + last.from.getUTCMonth() - first.from.getUTCMonth() + 1;
    return months <= REPORT_MONTHS_MAX ? { from: first.from, until: last.to } : null;
  }

  async function report(merchant: repo.MerchantFacts, from: string, to: string): Promise<PartnerDeskOutcome<PartnerReport & { lines: ReportLine[] }>> {
    const range = span(from, to);
    if (!range) return no("PARTNER_MONTH_INVALID");
    const [lines, signups] = await Promise.all([linesOf(db, merchant, range.from, range.until), deps.signups(merchant.id, range.from, range.until)]);
    const { rows, total } = reportRows(lines.map((l) => ({ month: l.month, subId: l.subId, line: l })), signups);
    return ok({ merchant, from, to, rows, total, lines });
  }

  /** Runs `work` with the merchant's row locked, or answers PARTNER_NOT_FOUND. */
  function withMerchant<T>(merchantId: number, work: (tx: Tx, merchant: repo.MerchantFacts, at: Date) => Promise<PartnerDeskOutcome<T>>): Promise<PartnerDeskOutcome<T>> {
    return db.transaction(async (tx) => {
      const merchant = await repo.merchantFactsOf(tx, merchantId, true);
      return merchant ? work(tx, merchant, now()) : no("PARTNER_NOT_FOUND");
    });
  }

  return {
    async merchants(actor: PartnerDeskActor): Promise<PartnerDeskOutcome<repo.MerchantFacts[]>> {
      if (!allowed(actor, "partners.report")) return no("STAFF_FORBIDDEN");
      return ok(await repo.allMerchantFacts(db));
    },

    /** A merchant's facts and payouts. */
    async merchant(actor: PartnerDeskActor, merchantId: number) {
      if (!allowed(actor, "partners.report")) return no("STAFF_FORBIDDEN");
      const merchant = await repo.merchantFactsOf(db, merchantId);
      if (!merchant) return no("PARTNER_NOT_FOUND");
      const [payouts, unpaid] = await Promise.all([repo.payoutsOf(db, merchantId), repo.approvedUnpaid(db, merchantId)]);
      const emails = await staffEmails(db, [...new Set(payouts.map((p) => p.staffId))]);
      return ok({
        merchant,
        // Who recorded each payout, named by address as the console names members.
        payouts: payouts.map(({ staffId, merchantId: _merchant, ...p }) => ({ ...p, staffEmail: emails.get(staffId) ?? null })),
        approvedUnpaid: { orders: unpaid.length, commissionMinor: unpaid.reduce((sum, d) => sum + d.commissionMinor, 0) },
      });
    },

    /** The report of months `from` to `to` ("YYYY-MM", inclusive; at most REPORT_MONTHS_MAX), with every order line behind it. */
    async report(actor: PartnerDeskActor, merchantId: number, from: string, to: string) {
      if (!allowed(actor, "partners.report")) return no("STAFF_FORBIDDEN");
      const merchant = await repo.merchantFactsOf(db, merchantId);
      return merchant ? report(merchant, from, to) : no("PARTNER_NOT_FOUND");
    },

    /** A partner's own report of one month, through its API key: its sub ids' rows and order lines, nothing of its buyers. */
    async reportForPartner(partner: Merchant, month: string) {
      const merchant = await repo.merchantFactsOf(db, partner.id);
      return merchant ? report(merchant, month, month) : no("PARTNER_NOT_FOUND");
    },

    /** A new merchant with its number (as the partner knows it), short code, name and rate. */
    async addMerchant(actor: PartnerDeskActor, input: { id: string; shortCode: string; name: string; rate: string }): Promise<PartnerDeskOutcome<{ id: number }>> {
      if (!allowed(actor, "partners.edit")) return no("STAFF_FORBIDDEN");
      const id = /^\d{1,10}$/.test(input.id.trim()) ? Number(input.id.trim()) : NaN;
      const name = cleanText(input.name, NAME_MAX);
      const shortCode = input.shortCode.trim();
      if (!(id >= 1 && id <= MERCHANT_ID_MAX) || !SHORT_CODE.test(shortCode) || name === null) return no("PARTNER_FIELDS_INVALID");
      const bps = rateBps(input.rate);
      if (bps === null) return no("PARTNER_RATE_INVALID");
      try {
        return await db.transaction(async (tx) => {
          const at = now();
          await insertMerchant(tx, { id, shortCode, name, commissionBps: bps });
          await recordAudit(tx, { ...audited(actor), action: "partner.created", targetKind: "partner", targetId: String(id), after: { shortCode, name, commissionBps: bps } }, at);
          return ok({ id });
        });
      } catch (err) {
        if (isUniqueViolation(err)) return no("PARTNER_TAKEN");
        throw err;
      }
    },

    /** A new rate: it applies to every commission not yet approved. */
    async setRate(actor: PartnerDeskActor, merchantId: number, rate: string): Promise<PartnerDeskOutcome<{ bps: number }>> {
      if (!allowed(actor, "partners.edit")) return no("STAFF_FORBIDDEN");
      const bps = rateBps(rate);
      if (bps === null) return no("PARTNER_RATE_INVALID");
      return withMerchant(merchantId, async (tx, merchant, at) => {
        if (merchant.commissionBps === bps) return ok({ bps });
        await repo.setCommissionBps(tx, merchantId, bps);
        await recordAudit(tx, { ...audited(actor), action: "partner.rate-changed", targetKind: "partner", targetId: String(merchantId), before: { commissionBps: merchant.commissionBps }, after: { commissionBps: bps } }, at);
        return ok({ bps });
      });
    },

    /** Ends or restarts the merchant's programme: a disabled merchant's links, key and new buyers' orders count for nothing. */
    async setActive(actor: PartnerDeskActor, merchantId: number, active: boolean): Promise<PartnerDeskOutcome<{ changed: boolean }>> {
      if (!allowed(actor, "partners.edit")) return no("STAFF_FORBIDDEN");
      return withMerchant<{ changed: boolean }>(merchantId, async (tx, merchant, at) => {
        if (merchant.active === active) return ok({ changed: false });
        await repo.setMerchantActive(tx, merchantId, active);
        await recordAudit(tx, { ...audited(actor), action: active ? "partner.enabled" : "partner.disabled", targetKind: "partner", targetId: String(merchantId), before: { active: merchant.active }, after: { active } }, at);
        return ok({ changed: true });
      });
    },

    /** A new API key, shown once; the old one stops working. The audit entry records that it happened, never the key. */
    async issueKey(actor: PartnerDeskActor, merchantId: number): Promise<PartnerDeskOutcome<{ apiKey: string }>> {
      if (!allowed(actor, "partners.edit")) return no("STAFF_FORBIDDEN");
      return withMerchant(merchantId, async (tx, merchant, at) => {
        const apiKey = newApiKey(merchantId);
        await setKeyHash(tx, merchantId, apiKeyHash(apiKey));
        await recordAudit(tx, { ...audited(actor), action: "partner.key-issued", targetKind: "partner", targetId: String(merchantId), before: { hadKey: merchant.hasKey } }, at);
        return ok({ apiKey });
      });
    },

    /**
     * Approves every pending commission of a month that is over: each one's amount is fixed at
     * what the store kept of its order now and the partner's rate now. Orders decided before
     * keep their decision; all of an order refunded declines itself and is not approved.
     */
    async approveMonth(actor: PartnerDeskActor, merchantId: number, month: string): Promise<PartnerDeskOutcome<{ orders: number; commissionMinor: number }>> {
      if (!allowed(actor, "partners.edit")) return no("STAFF_FORBIDDEN");
      const bounds = monthBounds(month);
      if (!bounds) return no("PARTNER_MONTH_INVALID");
      return withMerchant(merchantId, async (tx, merchant, at) => {
        if (!monthEnded(month, at)) return no("PARTNER_MONTH_OPEN");
        const sales = await deps.sales.partnerOrders(tx, merchantId, bounds.from, bounds.to, true);
        const decided = await repo.decisionsOf(
          tx,
          sales.map((s) => s.id),
        );
        const approved = sales.flatMap((sale) => {
          if (decided.has(sale.id)) return [];
          const line = commissionLine({ ...sale, decision: null }, merchant.commissionBps);
          if (line.status !== "pending") return [];
          return [{ orderId: sale.id, merchantId, status: "approved" as const, netMinor: line.netMinor, rateBps: line.rateBps, commissionMinor: line.commissionMinor, staffId: actor.staffId, decidedAt: at }];
        });
        if (approved.length === 0) return no("PARTNER_NOTHING_TO_APPROVE");
        await repo.insertDecisions(tx, approved);
        const commissionMinor = approved.reduce((sum, a) => sum + a.commissionMinor, 0);
        await recordAudit(tx, { ...audited(actor), action: "partner.month-approved", targetKind: "partner", targetId: String(merchantId), after: { month, orders: approved.length, commissionMinor } }, at);
        return ok({ orders: approved.length, commissionMinor });
      });
    },

    /** Declines an order's commission (pending or approved, not yet paid) with a reason and a note. */
    async decline(actor: PartnerDeskActor, merchantId: number, input: { orderNo: string; reason: string; note: string }): Promise<PartnerDeskOutcome<{ orderNo: string }>> {
      if (!allowed(actor, "partners.edit")) return no("STAFF_FORBIDDEN");
      const reason = CHOSEN_DECLINE_REASONS.find((r) => r === input.reason);
      if (!reason) return no("PARTNER_DECLINE_INVALID");
      const note = input.note.trim() === "" ? null : cleanText(input.note, DECLINE_NOTE_MAX);
      if (input.note.trim() !== "" && note === null) return no("PARTNER_DECLINE_INVALID");
      return withMerchant(merchantId, async (tx, merchant, at) => {
        const sale = await deps.sales.partnerOrder(tx, merchantId, input.orderNo.trim().toUpperCase());
        if (!sale) return no("PARTNER_ORDER_NOT_FOUND");
        const before = (await repo.decisionsOf(tx, [sale.id])).get(sale.id) ?? null;
        if (before?.status === "paid") return no("PARTNER_COMMISSION_PAID");
        const line = commissionLine({ ...sale, decision: null }, merchant.commissionBps);
        await repo.upsertDecline(tx, { orderId: sale.id, merchantId, status: "declined", reason, note, netMinor: line.netMinor, rateBps: line.rateBps, commissionMinor: 0, staffId: actor.staffId, decidedAt: at });
        await recordAudit(
          tx,
          {
            ...audited(actor),
            action: "partner.commission-declined",
            targetKind: "order",
            targetId: sale.orderNo,
            before: { status: before?.status ?? line.status, commissionMinor: before?.commissionMinor ?? line.commissionMinor },
            after: { status: "declined", reason, note, merchantId },
          },
          at,
        );
        return ok({ orderNo: sale.orderNo });
      });
    },

    /**
     * Records a payout: one transfer, with its reference, paying every approved commission of the
     * merchant no payout took yet. A second submission finds nothing left to pay.
     */
    async recordPayout(actor: PartnerDeskActor, merchantId: number, referenceInput: string): Promise<PartnerDeskOutcome<{ orders: number; totalMinor: number }>> {
      if (!allowed(actor, "partners.pay")) return no("STAFF_FORBIDDEN");
      const reference = cleanText(referenceInput, PAYOUT_REFERENCE_MAX);
      if (reference === null) return no("PARTNER_REFERENCE_INVALID");
      return withMerchant(merchantId, async (tx, _merchant, at) => {
        const unpaid = await repo.approvedUnpaid(tx, merchantId);
        if (unpaid.length === 0) return no("PARTNER_NOTHING_TO_PAY");
        const totalMinor = unpaid.reduce((sum, d) => sum + d.commissionMinor, 0);
        const id = randomUUID();
        await repo.insertPayout(tx, { id, merchantId, reference, totalMinor, orderCount: unpaid.length, staffId: actor.staffId, createdAt: at }, unpaid.map((d) => d.orderId));
        await recordAudit(tx, { ...audited(actor), action: "partner.paid-out", targetKind: "partner", targetId: String(merchantId), after: { payoutId: id, reference, orders: unpaid.length, totalMinor } }, at);
        return ok({ orders: unpaid.length, totalMinor });
      });
    },
  };
}

/** A rate typed as a percentage ("10", "7.5", "12,25") in basis points, or null: 0 to 100 %, at most two decimals. */
export function rateBps(typed: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(typed.trim().replace(/\s*%$/, ""));
  if (!m) return null;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return bps <= COMMISSION_BPS_MAX ? bps : null;
}

export type PartnerDesk = ReturnType<typeof createPartnerDesk>;
