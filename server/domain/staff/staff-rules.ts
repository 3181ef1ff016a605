/**
 * The staff's pure rules (docs/CONSOLE.md, docs/decisions/0020-staff-accounts.md): how long a
 * session and an invitation live, the sign-in throttle, the set-up link, and the names of what
 * the audit log records. Who may do what is staff-permissions.ts; the second factor is
 * second-factor.ts.
 */

/** A console session ends after this long without a request... */
export const SESSION_IDLE_MS = 30 * 60_000;
/** ...and this long after sign-in, however busy: a working day, then both factors again. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
/** An invitation (or the first owner's set-up link) works for three days, once. */
export const INVITE_TTL_MS = 72 * 60 * 60_000;

/**
 * Sign-in tries, counted before anything is checked, per address typed (existing or not, so the
 * count reveals nothing) and per client address, in the rate limiter's fixed windows. A member
 * mistypes a few times; a guesser gets ten tries a quarter of an hour at one address, and each
 * also needs the member's authenticator.
 */
export const SIGN_IN_LIMITS = {
  perEmail: { max: 10, windowMs: 15 * 60_000 },
  perIp: { max: 30, windowMs: 15 * 60_000 },
} as const;

export type SessionState = "live" | "revoked" | "expired" | "idle";

export function sessionState(row: { revokedAt: Date | null; expiresAt: Date; lastSeenAt: Date }, now: Date): SessionState {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) return "idle";
  return "live";
}

export type InviteState = "live" | "accepted" | "revoked" | "expired";

export function inviteState(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): InviteState {
  if (row.acceptedAt) return "accepted";
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "live";
}

/** Where an invitation's holder sets a password and enrols TOTP (the console's set-up page). */
export const setupLink = (publicUrl: string, token: string): string => `${publicUrl}/admin/setup?token=${encodeURIComponent(token)}`;

/** What the audit log records of the staff's own doings; other console actions add theirs. */
export const STAFF_AUDIT_ACTIONS = {
  ownerSetupIssued: "staff.owner-setup-issued",
  invited: "staff.invited",
  inviteAccepted: "staff.invite-accepted",
  signedIn: "staff.signed-in",
  signInFailed: "staff.sign-in-failed",
  signInRefusedDisabled: "staff.sign-in-refused-disabled",
  signedOut: "staff.signed-out",
  disabled: "staff.disabled",
  enabled: "staff.enabled",
} as const;

/** Addresses and user agents are kept as the request gave them, cut to a sane length. */
export const clip = (text: string | undefined, max: number): string | null => (text ? text.slice(0, max) : null);
