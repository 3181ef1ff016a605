/**
 * eSIM Access's wire format (docs/suppliers/esimaccess.md): the signed headers, the answer
 * envelope, the shapes of packages, profiles and notifications, the error codes and the time
 * format. Both the adapter and the local stand-in speak through this file, so the two cannot
 * drift apart; each fact here is one the documentation (or a public integration) shows.
 */
import { createHmac } from "node:crypto";

export const ESIMACCESS_BASE_URL = "https://api.esimaccess.com";
/** Every call is a POST under this path, with a JSON body (`{}` when it has no parameters). */
export const ESIMACCESS_API_PATH = "/api/v1/open";

export const HEADER = {
  accessCode: "RT-AccessCode",
  /** Milliseconds since the epoch, as text. */
  timestamp: "RT-Timestamp",
  /** A UUID v4, new for every request (the platform takes each one once). */
  requestId: "RT-RequestID",
  signature: "RT-Signature",
} as const;

export interface SignedParts {
  timestamp: string;
  requestId: string;
  accessCode: string;
  /** The exact bytes sent as the body, as text. */
  body: string;
}

/**
 * HMAC-SHA256 of timestamp + request id + access code + body, keyed with the secret key, in hex.
 * Upper case, as the platform's reference implementation prints it; the platform compares it
 * without regard to case.
 */
export function signRequest(parts: SignedParts, secretKey: string): string {
  return createHmac("sha256", secretKey)
    .update(parts.timestamp + parts.requestId + parts.accessCode + parts.body)
    .digest("hex")
    .toUpperCase();
}

/** Every answer, success or refusal, comes in this envelope with HTTP 200. */
export interface Envelope<T> {
  /** A boolean, though documented examples also show the text "true". */
  success: boolean | "true" | "false";
  errorCode: string | null;
  errorMsg: string | null;
  obj: T | null;
}

export const isSuccess = (envelope: { success?: unknown }) => envelope.success === true || envelope.success === "true";

/** `dataType` of a package: a total allowance for the validity, or an allowance per day. */
export const DATA_TYPE = { total: 1, daily: 2 } as const;

export interface WireOperator {
  operatorName: string;
  /** "4G", "4G/5G"… */
  networkType: string;
}

export interface WireLocationNetwork {
  locationName: string;
  locationCode: string;
  operatorList: WireOperator[];
}

export interface WirePackage {
  packageCode: string;
  /** The human-readable code ("JP_1_7"), accepted wherever a package code is. */
  slug: string;
  name: string;
  /** US dollars × 10,000. For a daily package, the price of one day. */
  price: number;
  /** Suggested retail price, US dollars × 10,000. */
  retailPrice: number;
  currencyCode: string;
  /** Bytes: of the whole allowance, or of one day's for a daily package. */
  volume: number;
  duration: number;
  durationUnit: "DAY" | "MONTH";
  /** The package's location code: an ISO country code, or a region's ("EU-33"). */
  locationCode: string;
  /** The ISO codes of the countries covered, comma separated. */
  location: string;
  description: string;
  /** 1: total allowance; 2: per day. */
  dataType: number;
  /** Speed once a daily allowance is used up ("512 Kbps"), when the package has one. */
  fupPolicy: string;
  speed: string;
  /** 1: no top-ups; 2 or 3: top-ups can be bought for it. */
  supportTopUpType: number;
  locationNetworkList: WireLocationNetwork[];
}

export interface WireLocation {
  code: string;
  name: string;
  /** 1: a country; 2: a region of several. */
  type: 1 | 2;
  subLocation?: { code: string; name: string }[];
}

/** SM-DP+ states: the profile's download and installation on a phone. */
export const SMDP_STATUSES = ["RELEASED", "DOWNLOAD", "INSTALLATION", "ENABLED", "DISABLED", "DELETED"] as const;
export type SmdpStatus = (typeof SMDP_STATUSES)[number];

/** The profile's commercial life. The notifications spell the revoked state REVOKED, the queries REVOKE. */
export const ESIM_STATUSES = ["GOT_RESOURCE", "IN_USE", "SUSPENDED", "USED_UP", "USED_EXPIRED", "UNUSED_EXPIRED", "CANCEL", "REVOKE", "REVOKED"] as const;
export type EsimStatus = (typeof ESIM_STATUSES)[number];

/** One row of `esim/query`. */
export interface WireProfile {
  esimTranNo: string;
  orderNo: string;
  transactionId: string;
  iccid: string;
  imsi: string;
  /** The activation code, "LPA:1$<SM-DP+>$<matching id>". */
  ac: string;
  qrCodeUrl: string;
  shortUrl: string;
  smdpStatus: string;
  esimStatus: string;
  eid: string;
  dataType: number;
  activateTime: string | null;
  installationTime: string | null;
  /** Before activation: the last day it can be activated; after: when its validity ends. */
  expiredTime: string;
  /** Bytes. */
  totalVolume: number;
  totalDuration: number;
  durationUnit: string;
  /** Bytes used, refreshed by the supplier every few hours. */
  orderUsage: number;
  packageList: { packageCode: string; packageName: string; volume: number; duration: number; locationCode: string; createTime: string }[];
}

export interface WirePager {
  pageNum: number;
  pageSize: number;
  total: number;
}

export const NOTIFY_TYPES = ["CHECK_HEALTH", "ORDER_STATUS", "SMDP_EVENT", "ESIM_STATUS", "DATA_USAGE", "VALIDITY_USAGE"] as const;
export type NotifyType = (typeof NOTIFY_TYPES)[number];

/** A webhook delivery's JSON body. Unsigned. */
export interface WireNotification {
  notifyType: string;
  /** Present on the newer notifications; the same on a repeated delivery. */
  notifyId?: string;
  eventGenerateTime?: string;
  content: Record<string, unknown>;
}

/** The error codes eSIM Access documents, in its words. */
export const ERROR_CODES = {
  "000001": "Server error",
  "000101": "Missing mandatory header",
  "000102": "Wrong header format",
  "000103": "Unsupported HTTP method",
  "000104": "Invalid JSON",
  "000105": "Mandatory parameter missing",
  "000106": "Mandatory parameter null",
  "000107": "Invalid parameter length",
  "101001": "Timestamp expired",
  "101002": "IP blocked",
  "101003": "Signature mismatch",
  "200002": "Operation not allowed due to order status",
  "200005": "Package price error",
  "200006": "Wrong total amount",
  "200007": "Insufficient balance",
  "200008": "Order parameter error",
  "200009": "Abnormal order status",
  "200010": "Profile not yet allocated",
  "200011": "Insufficient available profiles",
  "310201": "bundle.code does not exist",
  "310211": "data_plan_location.id does not exist",
  "310221": "currencyId does not exist",
  "310231": "carrierId does not exist",
  "310241": "packageCode does not exist",
  "310243": "package does not exist",
  "310251": "vendor does not exist",
  "310272": "orderNo does not exist",
  "310403": "ICCID not in the order",
  "900001": "System busy",
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** "2025-07-21T09:38:25+0000": UTC, whole seconds, the offset without a colon. */
export const wireTime = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, "+0000");

/** Reads the supplier's times ("…+0000", "…Z"); null when absent or not a time. */
export function parseWireTime(text: unknown): Date | null {
  if (typeof text !== "string" || text === "") return null;
  // Node reads "+00:00" everywhere; "+0000" only through its lenient legacy parser.
  const date = new Date(text.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(date.getTime()) ? null : date;
}
