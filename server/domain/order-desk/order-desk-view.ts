/** What the order desk answers (docs/CONSOLE.md#orders): plain objects for the console's pages, never rows, never a secret. */
import type { InstallState, OrderKind, OrderStatus, ValidityState } from "../../../shared/order-states.ts";
import type { DashboardPeriod } from "../../../shared/dashboard.ts";
import type { SupplierOrderState } from "../../../shared/supply-states.ts";

/** One row of the order search. */
export interface OrderSearchRow {
  orderNo: string;
  kind: OrderKind;
  createdAt: Date;
  status: OrderStatus;
  /** Where the order's mails go (the account's address for an order placed without one). */
  email: string | null;
  areaSlug: string;
  planSlug: string;
  amountUsdMinor: number;
  /** The order's eSIM, or for a top-up the eSIM it tops up; null before delivery. */
  iccid: string | null;
}

export interface OrderSearchPage {
  rows: OrderSearchRow[];
  /** The next page's `before`; null on the last page. */
  next: string | null;
}

/** Who did something on an order's timeline; `label` names them (an address, a provider), null for the store itself. */
export interface TimelineActor {
  kind: "buyer" | "staff" | "system" | "provider" | "supplier";
  label: string | null;
}

export interface TimelineEvent {
  at: Date;
  /** "order.placed", "payment.event", "supplier.webhook", "mail.sent", "job.gave-up", an audit action ("order.note-added"), "note", ... (docs/CONSOLE.md#the-timeline). */
  kind: string;
  actor: TimelineActor;
  /** A few facts of the event, flat where it can be; never a payload, a template's data, a key or a code. */
  detail: Record<string, unknown>;
}

/** The order's eSIM as staff see it: states and usage, and the activation code masked (order-desk-rules.ts). */
export interface StaffEsimView {
  iccid: string;
  provider: string;
  installState: InstallState;
  validityState: ValidityState;
  dataUsedMb: number;
  /** Null for a daily plan. */
  dataTotalMb: number | null;
  validityDays: number;
  activatedAt: Date | null;
  expiresAt: Date | null;
  /** When the store last heard of its states. */
  updatedAt: Date;
  smdpAddress: string;
  activationCode: string;
}

export interface StaffSupplierOrderView {
  /** The store's order it was placed for (this order, or one of its eSIM's top-ups). */
  orderNo: string;
  supplier: string;
  purpose: "esim" | "topup";
  state: SupplierOrderState;
  sends: number;
  supplierOrderRef: string | null;
  attemptedAt: Date | null;
  placedAt: Date | null;
  note: string | null;
}

export interface StaffOrderView {
  orderNo: string;
  kind: OrderKind;
  status: OrderStatus;
  lang: string;
  createdAt: Date;
  paidAt: Date | null;
  deliveredAt: Date | null;
  buyer: {
    /** The order's own address (where its mails go). */
    email: string | null;
    userId: string;
    /** The account's address now, and its kind (a deleted account's is a placeholder). */
    accountEmail: string | null;
    accountKind: "account" | "guest" | "deleted" | null;
  };
  plan: { areaSlug: string; planSlug: string; planKind: string; dataMb: number | null; dailyMb: number | null; validityDays: number; days: number | null };
  /** USD minor units: the list price, what the campaign and the promo code took off, what it cost, who paid what, and what went back so far. */
  amounts: {
    listMinor: number;
    campaignMinor: number;
    promoMinor: number;
    amountMinor: number;
    balanceMinor: number;
    cardMinor: number;
    refundedMinor: number;
    /** What the buyer saw beside the charge, as converted when it was placed. */
    display: { currency: string; minor: number };
  };
  /** Whether the delivery mail's link still opens the order. */
  linkActive: boolean;
  /** A top-up's eSIM order. */
  topupOf: { orderNo: string } | null;
  /** An eSIM order's top-ups. */
  topups: { orderNo: string; status: OrderStatus; createdAt: Date }[];
  esim: StaffEsimView | null;
  supplierOrders: StaffSupplierOrderView[];
  /** Everything that happened to the order, oldest first. */
  timeline: TimelineEvent[];
}

export interface OrderNoteView {
  id: string;
  at: Date;
  staffId: string;
  text: string;
}

/** Kinds of the attention queue, in the order its groups are answered (docs/CONSOLE.md#attention-queue). */
export const ATTENTION_KINDS = ["undelivered", "supplier-ambiguous", "job-gave-up", "webhook-ignored", "supplier-balance-low", "catalog-sync-failing"] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** What fixes an item: an action of the console, or something done by hand at a supplier or provider. */
export type AttentionFix =
  | "retry-fulfilment"
  | "reconcile-at-supplier"
  | "cancel-extra-at-supplier"
  | "review-order"
  | "refund-by-hand"
  | "cancel-at-supplier"
  | "resend-mail"
  | "review-job"
  | "review-webhook"
  | "top-up-supplier-balance"
  | "check-catalogue-sync";

export interface AttentionItem {
  kind: AttentionKind;
  /** Since when it needs someone (paid at, sent at, gave up at, received at, first alert or failure). */
  since: Date;
  target: { kind: "order" | "job" | "payment-event" | "supplier-event" | "supplier"; id: string; orderNo: string | null };
  action: { fix: AttentionFix; href: string };
  detail: Record<string, string | number | boolean | null>;
}

export interface AttentionGroup {
  kind: AttentionKind;
  items: AttentionItem[];
}

/** The console dashboard (docs/CONSOLE.md#dashboard): the figures of the orders paid in a period, USD minor units. */
export interface DashboardView {
  period: DashboardPeriod;
  /** The period's first UTC day and its last (today), YYYY-MM-DD. */
  from: string;
  to: string;
  salesUsdMinor: number;
  orders: number;
  /** What has gone back so far of the orders paid in the period (their `refundedMinor`), whenever it went back. */
  refundedUsdMinor: number;
  /** The areas that sold the most in the period, at most five, most first. */
  topAreas: { areaSlug: string; salesUsdMinor: number; orders: number }[];
  /** Sales and orders of each of the last 30 UTC days, oldest first, today last. */
  days: { day: string; salesUsdMinor: number; orders: number }[];
}
