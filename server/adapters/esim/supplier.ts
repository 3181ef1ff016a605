/**
 * The wholesale eSIM supplier port (docs/SUPPLIERS.md): what a real supplier (eSIM Access,
 * Airalo, a third one) offers the store, in the store's units, with every failure classified.
 * The simulator keeps speaking the narrower EsimProvider port (esim-provider.ts) until the
 * fulfilment moves onto this one.
 *
 * Shaped by what suppliers really do, not by one of them:
 * - each declares its capabilities (`SupplierCapabilities`): orders that answer at once or
 *   allocate later, native idempotency or none, how an unused eSIM is cancelled, whether usage
 *   is pushed or polled, what install links it gives, what sandbox it has;
 * - every failure is a `SupplierError` of one `SupplierFailure` kind, and an **ambiguous** one
 *   (a time-out or reset after the request left) is never blindly sent again: `findOrder` looks
 *   the order up by our reference and the caller decides from what it finds;
 * - units are normalised at the edge: money in `UsdE4` (1/10,000 of a US dollar, the finest
 *   any supplier prices in, so a markup works on the real cost), data in bytes, dates as Dates.
 */
import type { InstallState, ValidityState } from "../../../shared/order-states.ts";

/** 1/10,000 of a US dollar: 1 USD = 10_000. Cents are `e4 / 100`. */
export type UsdE4 = number;

export interface SupplierCapabilities {
  /** `synchronous`: an order answers its profiles; `asynchronous`: they are allocated later (webhook or polling). */
  orders: "synchronous" | "asynchronous";
  /** The supplier refuses a second order with the same reference (true), or would make a second one (false). */
  idempotentOrders: boolean;
  /** An unused eSIM's cancellation: refunded by the supplier at once, a request it reviews, or not possible. */
  cancel: "automatic" | "by-request" | "none";
  /** How state and usage reach the store. */
  usage: "pushed" | "polled" | "pushed-and-polled";
  /** Top-up packages bought for an existing ICCID. */
  topupByIccid: boolean;
  /** What the supplier hands over for installing: the LPA string always; a QR image address; Apple's universal link. */
  installLinks: readonly ("lpa" | "qr-image" | "apple-universal-link")[];
  /** `real`: a separate test environment; `none`: every call is live (test against the stand-in). */
  sandbox: "real" | "none";
  /** Webhooks are signed by the supplier (verified), or unsigned (each one only a hint to read the state back). */
  signedWebhooks: boolean;
}

/**
 * What went wrong, as the store must act on it:
 * - `invalid`: our request is wrong (unknown package, bad field): a bug or a stale catalogue; not retried;
 * - `auth`: credentials or signature refused: an operator must act; not retried;
 * - `not-entitled`: the account may not buy this (region, contract); not retried;
 * - `out-of-stock`: no profiles left for the package; not retried now;
 * - `balance-too-low`: the store's prepaid balance at the supplier does not cover it; not retried until topped up;
 * - `retryable`: refused before anything happened (busy, rate limited, 5xx before accepting); send again later;
 * - `ambiguous`: the request may have been accepted (time-out, reset, 5xx after sending): reconcile first.
 */
export type SupplierFailure = "invalid" | "auth" | "not-entitled" | "out-of-stock" | "balance-too-low" | "retryable" | "ambiguous";

export class SupplierError extends Error {
  override name = "SupplierError";
  constructor(
    readonly failure: SupplierFailure,
    message: string,
    /** The supplier's own code ("200007", "HTTP 503"), for the log and the operator. */
    readonly supplierCode: string | null = null,
    /** When the supplier said to come back (a Retry-After, a rate limit reset). */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** A package as the supplier sells it, normalised. */
export interface SupplierPackage {
  /** The supplier's package code: what an order names. Stable across syncs. */
  code: string;
  /** `base`: a new eSIM; `topup`: more data for an existing one. */
  kind: "base" | "topup";
  name: string;
  /** ISO 3166-1 alpha-2 codes of the countries it covers (upper case). */
  countries: string[];
  /** The supplier's own grouping of a multi-country package ("Europe", "Global"), or null for one country. */
  region: string | null;
  /** Total data in bytes; null when the package is daily (see `dailyBytes`) or unlimited. */
  dataBytes: number | null;
  /** Data per day of a daily package, in bytes; null otherwise. */
  dailyBytes: number | null;
  validityDays: number;
  /** What the store pays the supplier for one. */
  cost: UsdE4;
  /** The lowest price the supplier lets it be sold for, when it sets one; null when it does not. */
  minimumPrice: UsdE4 | null;
  /** Speed after a daily or fair-use allowance is used ("512 kbps"), when the supplier says. */
  speedAfter: string | null;
  hotspot: boolean | null;
  /** Networks by country, as the supplier lists them. */
  networks: { country: string; operator: string; generation: string | null }[];
}

/** One eSIM profile as the supplier reports it. */
export interface SupplierProfile {
  /** The supplier's handle for the profile (eSIM Access `esimTranNo`, Airalo the ICCID). */
  ref: string;
  iccid: string;
  /** "LPA:1$<smdp>$<matching id>" (GSMA SGP.22). */
  activationCode: string;
  smdpAddress: string;
  matchingId: string;
  /** An image of the QR code, when the supplier hosts one. */
  qrImageUrl: string | null;
  /** Apple's one-tap install link, when the supplier gives one. */
  appleInstallUrl: string | null;
  install: InstallState;
  validity: ValidityState;
  /** Of the whole allowance (or of today's, for a daily package). */
  dataUsedBytes: number;
  /** Null when unlimited or not reported. */
  dataTotalBytes: number | null;
  activatedAt: Date | null;
  expiresAt: Date | null;
}

export interface SupplierOrderRequest {
  /**
   * Our reference, unique per attempt family (the order's id): sent as the supplier's
   * transaction id or in the order's description, and what `findOrder` looks for.
   */
  reference: string;
  packageCode: string;
  /** Days of a daily package (the supplier prices per day); absent otherwise. */
  days?: number;
}

/** An order the supplier took: its profiles now, or later (`pending`: allocation under way). */
export type SupplierOrder = { state: "allocated"; supplierOrderRef: string; profiles: SupplierProfile[] } | { state: "pending"; supplierOrderRef: string };

/** What a reconcile found for our reference at the supplier. */
export type FoundOrder =
  | { found: "none" }
  | { found: "one"; order: SupplierOrder }
  | { found: "several"; orders: SupplierOrder[] }
  /** The supplier cannot tell yet (its search lags, or it has no search by reference): ask again later. */
  | { found: "unknown-yet" };

export interface SupplierTopupRequest {
  /** Our reference for this top-up (the top-up order's id). */
  reference: string;
  /** The profile's `ref` and ICCID. */
  profile: Pick<SupplierProfile, "ref" | "iccid">;
  packageCode: string;
}

/**
 * What a webhook told, once verified (or, unsigned, taken as a hint to read back). `eventId`,
 * when the supplier gives one (eSIM Access `notifyId`), is the same on every redelivery of one event: enough to drop
 * a duplicate without reading anything back.
 */
export type SupplierEvent = (
  | { kind: "order-allocated"; supplierOrderRef: string; reference: string | null }
  /** An order taken as pending that the supplier then gave up on: nothing was allocated. */
  | { kind: "order-failed"; supplierOrderRef: string; reference: string | null; reason: string }
  | { kind: "profile-changed"; ref: string; iccid: string | null }
  | { kind: "usage"; ref: string; iccid: string | null; dataUsedBytes: number | null }
) & { eventId?: string };

export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
  /**
   * The secret last segment of the address the delivery came to (`/webhooks/<supplier>/<token>`),
   * for suppliers whose webhooks carry no signature: the address itself is the shared secret.
   */
  pathToken?: string;
}

/** What the caller knows of the attempt it reconciles. */
export interface FindOrderContext {
  /**
   * When the ambiguous attempt was sent. A supplier whose search sees an order only once its
   * profiles are allocated can answer `none` only when the attempt is old enough; without this
   * it answers `unknown-yet` rather than guess.
   */
  attemptedAt?: Date;
}

export interface EsimSupplier {
  /** Stored with each eSIM (`esims.provider`) and in the log. */
  readonly name: string;
  readonly capabilities: SupplierCapabilities;
  /** Every package on sale (base and top-up), normalised. */
  listPackages(): Promise<SupplierPackage[]>;
  /** The top-up packages that fit this profile now. */
  topupPackagesFor(profile: Pick<SupplierProfile, "ref" | "iccid">): Promise<SupplierPackage[]>;
  /** The store's prepaid balance at the supplier; null when the supplier shows none (invoiced accounts). */
  balance(): Promise<UsdE4 | null>;
  /** Orders one eSIM of the package. An `ambiguous` SupplierError means: call `findOrder` before anything else. */
  order(request: SupplierOrderRequest): Promise<SupplierOrder>;
  /** Looks our reference up at the supplier (the reconcile step after an ambiguous failure, or a lost webhook). */
  findOrder(reference: string, context?: FindOrderContext): Promise<FoundOrder>;
  /** The order's profiles once allocated; `pending` while they are not. */
  orderProfiles(supplierOrderRef: string): Promise<SupplierOrder>;
  /** The profile's states and usage now. */
  profile(ref: string): Promise<SupplierProfile>;
  /** Cancels an unused profile (refund of an order never installed); safe to repeat. */
  cancel(ref: string): Promise<void>;
  /** Buys a top-up package for a profile; idempotent by `request.reference` where the supplier allows it. */
  topup(request: SupplierTopupRequest): Promise<void>;
  /** Checks and reads one webhook delivery; a SupplierError `auth` when its signature or path token is wrong. */
  readWebhook(delivery: WebhookDelivery): SupplierEvent[];
}
