/**
 * The browser's half of a session (docs/decisions/0011-session-cookie.md): the token in the
 * `session` cookie, the local record `{ loginType, email, at }` beside it, the device id of the
 * guest log-in, and the partner attribution sent with sign-ups. Loaded only by the account
 * screens, never by a page an anonymous visitor opens first.
 */
import { DEVICE_COOKIE, DEVICE_ID_PATTERN, deviceCookie } from "../../../shared/guest-auth.ts";
import { readCookie, SESSION_COOKIE } from "../../../shared/preferences.ts";
import { clearedSessionCookie, SESSION_RECORD_KEY, sessionCookie, sessionRecordValid, type SessionRecord } from "../../../shared/session-record.ts";
import { leavesOnSignOut } from "../../../shared/access-guard.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import type { LoginType } from "../../../shared/login-type.ts";
import { apiPost, randomId } from "../../api/api-client.ts";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function sessionToken(): string | undefined {
  return readCookie(document.cookie, SESSION_COOKIE) || undefined;
}

export function saveSession(token: string, email: string | null, loginType: LoginType) {
  document.cookie = sessionCookie(token, location.protocol === "https:");
  const record: SessionRecord = { loginType, email, at: Date.now() };
  storage()?.setItem(SESSION_RECORD_KEY, JSON.stringify(record));
}

export function clearSession() {
  document.cookie = clearedSessionCookie();
  storage()?.removeItem(SESSION_RECORD_KEY);
}

function readRecord(): SessionRecord | null {
  try {
    return JSON.parse(storage()?.getItem(SESSION_RECORD_KEY) ?? "null") as SessionRecord | null;
  } catch {
    return null;
  }
}

/**
 * At start (PRODUCT.md#roles): a record older than 180 days, or a cookie without a record, signs
 * the visitor out locally; so does a cookie the server no longer accepts (a password changed
 * elsewhere, "sign out everywhere"). Answers true when it signed the visitor out.
 */
export function dropStaleSession(serverSignedIn: boolean): boolean {
  if (!sessionToken()) {
    if (!serverSignedIn) storage()?.removeItem(SESSION_RECORD_KEY);
    return false;
  }
  if (serverSignedIn && sessionRecordValid(readRecord(), Date.now())) return false;
  clearSession();
  return serverSignedIn;
}

/**
 * One identifier per browser for the guest log-in (PRODUCT.md#guest-log-in): the guest's only
 * credential. Kept in storage and in the device cookie, which the log-in without JavaScript
 * reads, so the browser stays one guest either way: storage first (the older way), then the
 * cookie the server may have made, else a new one.
 */
export function deviceId(): string {
  const key = "roamwell.device";
  const store = storage();
  const stored = store?.getItem(key);
  const cookie = readCookie(document.cookie, DEVICE_COOKIE);
  const id = [stored, cookie].find((v): v is string => Boolean(v && DEVICE_ID_PATTERN.test(v))) ?? randomId() + randomId();
  store?.setItem(key, id);
  document.cookie = deviceCookie(id, location.protocol === "https:");
  return id;
}

/** Partner attribution kept by the referral capture (PRODUCT.md#referral-capture). */
export interface Attribution {
  partnerMerchantId?: number;
  partnerMerchantSubId?: string;
  sourceType?: string;
}

const MERCHANT_KEY = "roamwell.merchant";

/**
 * The partner merchant of the visit: known from an earlier lookup of the same short code, else
 * asked of the affiliate service. Any failure means "no merchant": a sign-up never waits on it.
 */
async function merchantId(shortCode: string | undefined): Promise<number | undefined> {
  if (!shortCode) return undefined;
  try {
    const known = JSON.parse(sessionStorage.getItem(MERCHANT_KEY) ?? "null") as { shortCode: string; id: number } | null;
    if (known?.shortCode === shortCode) return known.id;
  } catch {
    // Unreadable storage: look it up again.
  }
  try {
    const response = await fetch("/allianceApi/v3/open/queryMerchantInviteLink", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ shortCode }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return undefined;
    const answer = (await response.json()) as { success?: boolean; data?: { merchantId?: unknown } };
    const id = Number(answer?.data?.merchantId);
    if (!answer?.success || !Number.isInteger(id) || id <= 0) return undefined;
    try {
      sessionStorage.setItem(MERCHANT_KEY, JSON.stringify({ shortCode, id }));
    } catch {
      // Not kept: looked up again next time.
    }
    return id;
  } catch {
    return undefined;
  }
}

export async function attribution(): Promise<Attribution> {
  let shortCode = readCookie(document.cookie, "shortCode");
  let sourceType: string | undefined;
  try {
    shortCode ||= sessionStorage.getItem("shortCode") ?? undefined;
    sourceType = localStorage.getItem("sourceType") ?? undefined;
  } catch {
    // Storage disabled: the cookies still carry the referral.
  }
  const subId = readCookie(document.cookie, "subId");
  const id = await merchantId(shortCode);
  return {
    ...(id ? { partnerMerchantId: id, ...(subId ? { partnerMerchantSubId: subId } : {}) } : {}),
    ...(sourceType && /^[A-Z_]{1,32}$/.test(sourceType) ? { sourceType } : {}),
  };
}

/**
 * Signs out here and on the server. Answers the localized home when the page is one a
 * signed-out visitor may not stay on (PRODUCT.md#access-guard), else null.
 */
export async function signOut(lang: Lang, pathname: string): Promise<string | null> {
  const token = sessionToken();
  // Ended on the server first, so a copy of the token is worth nothing; signed out here either way.
  if (token) await apiPost("/v1/user/logout", {}, { lang, token });
  clearSession();
  return leavesOnSignOut(pathname) ? localizePath(lang, "/") : null;
}
