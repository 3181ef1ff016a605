/**
 * The eSIM provider port (docs/CHECKOUT.md#esim): what the domain may ask of whoever issues the
 * eSIM profiles. Implementations, chosen with ESIM_PROVIDER: the built-in simulator (default,
 * offline), and a wholesale supplier behind the supplier port (server/domain/supply), which keeps
 * its own record of each order it placed so an ambiguous one is reconciled, never sent twice.
 */
import type { InstallState, ValidityState } from "../../../shared/order-states.ts";

export interface ProvisionRequest {
  /**
   * The idempotency key (the order's id): the same key always answers the same eSIM, so a
   * provisioning retried after a crash gets the profile the first attempt created, not a second.
   */
  orderKey: string;
  /** Total allowance of data and call-and-text plans; null for daily plans. */
  dataMb: number | null;
  /** Allowance per day of daily plans; null for the others. */
  dailyMb: number | null;
  validityDays: number;
  /** The supplier's package the plan was synced from; null for a demo catalogue plan (the simulator's only). */
  packageCode: string | null;
}

export interface ProvisionedEsim {
  /** The provider's handle for later status and disable calls. */
  providerRef: string;
  iccid: string;
  smdpAddress: string;
  matchingId: string;
  /** "LPA:1$<smdpAddress>$<matchingId>" (GSMA SGP.22). */
  activationCode: string;
}

/** More data and days for an eSIM already provisioned (docs/WALLET.md#top-ups). */
export interface TopupRequest {
  /**
   * The idempotency key (the top-up order's id): a key already applied to the eSIM answers its
   * reference as it is, so a job retried after a crash adds the top-up once.
   */
  key: string;
  /** MB added to the total allowance (0: days only). */
  addMb: number;
  /** Days added to the validity (0: data only). */
  addDays: number;
  /** When it was bought (the order's payment time): a retry passes the same, and gets the same answer. */
  at: Date;
  /** The eSIM's ICCID: a supplier sells top-ups per ICCID. */
  iccid: string;
}

export interface ToppedUpEsim {
  /** The eSIM's reference from now on; status calls with it count the top-up. */
  providerRef: string;
}

export interface EsimStatus {
  install: InstallState;
  validity: ValidityState;
  /** Of a total allowance: MB used in all; of a daily allowance: MB used today. */
  dataUsedMb: number;
  /** When the validity started (first use); null before. */
  activatedAt: Date | null;
  /** When the validity ends; null while it has not started. */
  expiresAt: Date | null;
}

export interface EsimProvider {
  /** Stored with each eSIM (`esims.provider`). */
  readonly name: string;
  /**
   * Creates (or, for a key seen before, answers again) the eSIM profile of an order. Throws
   * EsimPendingError while a supplier is still allocating it, EsimProviderError otherwise.
   */
  provision(request: ProvisionRequest): Promise<ProvisionedEsim>;
  /**
   * After the last attempt failed, before the money goes back: the order's eSIM if the supplier
   * has it after all (it is delivered instead of refunded), or null once whatever the supplier
   * still holds for the order has been cancelled where it can be. Absent: nothing to reconcile.
   */
  settle?(orderKey: string): Promise<ProvisionedEsim | null>;
  /** The profile's states and usage now; `since` is when it was provisioned. */
  status(ref: string, since: Date): Promise<EsimStatus>;
  /**
   * Adds data and days to a provisioned eSIM (total allowances only; a daily one renews every
   * day). Idempotent by `request.key`. An eSIM whose allowance or validity had ended is in use
   * again afterwards.
   */
  topup(ref: string, request: TopupRequest): Promise<ToppedUpEsim>;
  /** Stops the profile from connecting (refunded orders). Safe to repeat. */
  disable(ref: string): Promise<void>;
}

// The port's errors live in shared/ so the domain, which may import only the port's types, can
// throw and recognise them too (the supplier-backed provider is a domain service).
export { EsimPendingError, EsimProviderError } from "../../../shared/esim/provider-errors.ts";
