/**
 * What accounts hand out: the signed-in session as handlers and pages see it, and a session as
 * the security page lists it. Plain objects, never the rows they are read from.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import type { LoginType } from "../../../shared/login-type.ts";
import type { DataExportSections } from "../../../shared/api/privacy.ts";

/** The session a valid token names (PRODUCT.md#sessions). */
export interface Session {
  sessionId: string;
  userId: string;
  email: string | null;
  loginType: LoginType;
  lang: Lang;
}

/** One live session on the security page. */
export interface SessionListing {
  id: string;
  loginType: LoginType;
  createdAt: string;
  userAgent: string;
  current: boolean;
}

export function sessionListing(
  row: { id: string; loginType: LoginType; createdAt: Date; userAgent: string | null },
  currentSessionId: string,
): SessionListing {
  return { ...row, createdAt: row.createdAt.toISOString(), userAgent: row.userAgent ?? "", current: row.id === currentSessionId };
}

/** The account's section of its data export (PRODUCT.md#privacy-self-service). */
export function accountExport(
  user: { email: string; lang: Lang; createdAt: Date; passwordChangedAt: Date | null; merchantId: number | null; merchantSubId: string | null; sourceType: string | null },
  sessions: readonly { createdAt: Date; expiresAt: Date; revokedAt: Date | null; userAgent: string | null; ip: string | null }[],
): DataExportSections["account"] {
  return {
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    language: user.lang,
    passwordChangedAt: user.passwordChangedAt?.toISOString() ?? null,
    referral: { merchantId: user.merchantId, merchantSubId: user.merchantSubId, sourceType: user.sourceType },
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: s.revokedAt?.toISOString() ?? null,
      userAgent: s.userAgent,
      ip: s.ip,
    })),
  };
}
