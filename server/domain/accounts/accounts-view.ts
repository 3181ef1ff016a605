/**
 * What accounts hand out: the signed-in session as handlers and pages see it, and a session as
 * the security page lists it. Plain objects, never the rows they are read from.
 */
import type { LoginType } from "../../../shared/login-type.ts";

/** The session a valid token names (PRODUCT.md#sessions). */
export interface Session {
  sessionId: string;
  userId: string;
  email: string | null;
  loginType: LoginType;
  lang: string;
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
