/**
 * Airalo Partner API v2 as it travels on the wire (docs/suppliers/airalo.md#sources): the
 * shapes the adapter reads and the stand-in writes, the signature both compute, and the ids
 * Airalo's sandbox mode turns into failures. Nothing here decides anything for the store.
 */
import { createHmac } from "node:crypto";

/** Production; Airalo's sandbox is a mode of the account on this same host since 2025 (the SDKs dropped the sandbox host). */
export const AIRALO_PRODUCTION_URL = "https://partners-api.airalo.com/v2";

/** The header carrying an HMAC-SHA512 (hex, keyed with the client secret) of a webhook's JSON. */
export const AIRALO_SIGNATURE_HEADER = "airalo-signature";

/**
 * Package ids that Airalo's sandbox mode answers with a failure (the sandbox-mode page): the
 * stand-in answers them the same way, so a store can rehearse each path.
 */
export const AIRALO_SANDBOX_FAILURE_PACKAGES = {
  insufficientBalance: "test-insufficient-balance-7days-1gb",
  maintenance: "test-maintenance-mode-7days-1gb",
  topupDisabled: "test-disabled-top-up-7days-1gb",
  notEnoughStock: "test-not-enough-7days-1gb",
  outOfStock: "test-out-of-stock-7days-1gb",
} as const;

/** Airalo's business error codes (a 422 with `{ code, reason }`), from its error-handling page. */
export const AIRALO_CODES = {
  insufficientCredit: 11,
  operatorMaintenance: 13,
  invalidChecksum: 14,
  topupDisabled: 23,
  insufficientStock: 33,
  packageOutOfStock: 34,
  badRequest: 43,
  unexpected: 53,
  recycled: 73,
  ipNotAllowed: 89,
} as const;

/** `{ data, meta: { message } }`: every success and every validation error. */
export interface AiraloEnvelope<T> {
  data: T;
  meta: { message: string } & Partial<AiraloPageMeta>;
}

/** Laravel's paginator, as Airalo sends it (`per_page` is a string). */
export interface AiraloPageMeta {
  message: string;
  current_page: number;
  from: number | null;
  last_page: number;
  path: string;
  per_page: string;
  to: number | null;
  total: number;
}

/** `net_pricing`: `net_price` is what the partner pays; `discount_pricing`: it pays `price` less `discount_percentage`. */
export interface AiraloPricing {
  model: "net_pricing" | "discount_pricing";
  discount_percentage: number;
}

export interface AiraloPackage {
  id: string;
  type: "sim" | "topup";
  /** The recommended retail price, USD. */
  price: number;
  /** The partner's price, USD; null under discount pricing. */
  net_price: number | null;
  /** MB (1024 MB = 1 GB); 0 for unlimited packages. */
  amount: number;
  day: number;
  is_unlimited: boolean;
  title: string;
  /** "1 GB", "Unlimited". */
  data: string;
  voice: number | null;
  text: number | null;
  short_info: string | null;
  is_fair_usage_policy?: boolean;
  /** "Lower speed rate of 1 Mbps after 3 GB usage per day." */
  fair_usage_policy?: string | null;
  prices?: { net_price?: Record<string, number>; recommended_retail_price: Record<string, number> };
}

export interface AiraloCoverage {
  name: string;
  code?: string;
  networks: { name: string; types: string[] }[];
}

export interface AiraloOperator {
  id: number;
  title: string;
  /** "local" (one country) or "global" (regional and worldwide). */
  type: "local" | "global";
  plan_type: string;
  is_roaming: boolean;
  rechargeability: boolean;
  activation_policy: string;
  is_kyc_verify: boolean;
  packages: AiraloPackage[];
  coverages: AiraloCoverage[];
  countries: { country_code: string; title: string }[];
  install_window_days?: number | null;
  topup_grace_window_days?: number | null;
}

/** One entry of GET /packages: a country (local) or a region ("europe", "world"). */
export interface AiraloCountryEntry {
  slug: string;
  /** ISO 3166-1 alpha-2 for a country; "" for regional and global entries. */
  country_code: string;
  title: string;
  operators: AiraloOperator[];
}

export interface AiraloPackagesPage {
  pricing?: AiraloPricing;
  /** An array on page 1; from page 2 Laravel may send an object keyed by position. */
  data: AiraloCountryEntry[] | Record<string, AiraloCountryEntry>;
  meta: AiraloPageMeta;
}

export interface AiraloSim {
  id: number;
  created_at: string;
  iccid: string;
  /** The SM-DP+ address. */
  lpa: string;
  matching_id: string;
  /** The whole activation code, "LPA:1$<lpa>$<matching id>". */
  qrcode: string;
  qrcode_url: string | null;
  direct_apple_installation_url?: string | null;
  apn_type?: string;
  apn_value?: string | null;
  is_roaming?: boolean;
}

export interface AiraloOrder {
  id: number;
  code: string;
  package_id: string;
  quantity: number | string;
  type: "sim" | "topup";
  description: string | null;
  esim_type?: string;
  validity: number | string;
  package: string;
  data: string;
  price: number | string;
  net_price?: number | null;
  currency: string;
  created_at: string;
  sims?: AiraloSim[];
  status?: { name: string; slug: string };
  /** Only on an async order's webhook: the id POST /orders-async answered. */
  request_id?: string;
}

/** GET /sims/{iccid}/usage. */
export interface AiraloUsage {
  /** MB left; 0 for unlimited packages (ignore then). */
  remaining: number;
  /** MB in all; 0 for unlimited packages. */
  total: number;
  expired_at: string | null;
  is_unlimited: boolean | null;
  status: "NOT_ACTIVE" | "ACTIVE" | "FINISHED" | "UNKNOWN" | "EXPIRED" | "RECYCLED";
}

/** One row of GET /sims/{iccid}/packages (the eSIM's packages, top-ups included). */
export interface AiraloPackageHistory {
  id: number;
  status: string;
  remaining: number;
  activated_at: string | null;
  expired_at: string | null;
  finished_at: string | null;
  package: Pick<AiraloPackage, "id" | "type" | "amount" | "day" | "is_unlimited" | "title" | "data">;
}

/**
 * The JSON PHP's `json_encode` writes by default (Airalo's API is PHP): compact, "/" escaped as
 * "\/", and every non-ASCII character as a \u escape. The official SDKs sign this form.
 */
export function phpJsonEncode(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, "\\/")
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** HMAC-SHA512 of `payload`, hex, keyed with the client secret: the `airalo-signature` value. */
export function airaloSignature(clientSecret: string, payload: string | Buffer): string {
  return createHmac("sha512", clientSecret).update(payload).digest("hex");
}
