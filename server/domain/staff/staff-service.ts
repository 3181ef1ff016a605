/**
 * Staff accounts (docs/CONSOLE.md, docs/decisions/0020-staff-accounts.md): the first owner made
 * from the command line, invitations mailed by an owner, set-up with a password and a TOTP
 * second factor, sign-in with both, short sessions, roles, and the audit log every action here
 * writes in its own transaction. The console's pages call this service and nothing else does
 * the staff's work.
 *
 * A failed sign-in answers the same, after the same work (a password hash checked, a code
 * checked), whether the address is unknown, the password wrong or the code wrong or replayed.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { EMAIL_PATTERN } from "../../../shared/api/protocol.ts";
import type { RateLimiter } from "../../adapters/rate-limit/rate-limiter.ts";
import { newId, newSecret, no, ok, qrSvg, sha256, systemClock, type Clock, type Db, type Outcome, type Tx } from "../../kernel/index.ts";
import { dummyHash, hashPassword, normalizeEmail, passwordMatches, passwordProblem } from "../accounts/index.ts";
import { enqueueMail } from "../mail/index.ts";
import type { StaffError } from "./errors.ts";
import { acceptedStep, looksLikeTotpCode, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, recoveryCodeHash, totpUri } from "./second-factor.ts";
import { open, seal, secretKeyFromHex } from "./secret-box.ts";
import { can, permissionsOf, validRoles, type Permission, type StaffRole } from "./staff-permissions.ts";
import * as repo from "./staff-repository.ts";
import { clip, INVITE_TTL_MS, inviteState, SESSION_LIFETIME_MS, sessionState, setupLink, SIGN_IN_LIMITS, STAFF_AUDIT_ACTIONS as ACTIONS } from "./staff-rules.ts";
import { staffMember, type AuditEntry, type AuditRecord, type PendingInvite, type StaffMember, type StaffSession } from "./staff-view.ts";

export type StaffOutcome<T> = Outcome<T, StaffError>;

/** Where a request came from: kept with the session and in the audit log. */
export interface StaffClient {
  ip: string;
  userAgent?: string;
}

export interface StaffDeps {
  db: Db;
  limiter: RateLimiter;
  /** Seals TOTP secrets at rest (secret-box.ts): 64 hex digits derived from the store's secret. */
  totpKey: string;
  /** Keys the hashes of recovery codes. */
  codeSecret: string;
  /** The store's address, for set-up links. */
  publicUrl: string;
  /** What authenticator apps show beside the code: the store's name. */
  issuer: string;
  now?: Clock;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Tokens are 43 characters; anything much longer is not one and is not hashed. */
const MAX_TOKEN_LENGTH = 100;
const iso = (at: Date) => at.toISOString();
/** Audit entries read at once: a page of the console at most, and each batch of the CSV export. */
const AUDIT_EXPORT_BATCH = 500;

/** The associated data a sealed TOTP secret is bound to: its row. */
const inviteContext = (id: string) => `staff-invite:${id}`;
const staffContext = (id: string) => `staff:${id}`;

/** Writes an audit entry in the caller's transaction (the console's other actions use it too). */
export const recordAudit = (tx: Tx, record: AuditRecord, at: Date): Promise<number> => repo.insertAudit(tx, record, at);

/**
 * The entries about one thing, oldest first (an order's timeline in the console: what staff did
 * to it). The caller has checked the member may read that thing; the whole log stays `audit.read`.
 */
export const auditTrailOf = (tx: Tx, target: { kind: string; id: string }): Promise<AuditEntry[]> => repo.auditTrail(tx, target.kind, target.id);

/** How the console names members in what it shows (their addresses), by id. */
export const staffEmails = (tx: Tx, ids: readonly string[]): Promise<Map<string, string>> => repo.staffEmails(tx, ids);

export function createStaffService(deps: StaffDeps) {
  const now = deps.now ?? systemClock;
  const formKey = (sessionToken: string) => createHmac("sha256", deps.codeSecret).update(`console-form:${sessionToken}`).digest("base64url");
  const { db } = deps;
  const key = secretKeyFromHex(deps.totpKey);
  // Checked instead of a real secret when the address is unknown, so the answer costs the same.
  const standIn = { totp: newTotpSecret(), staffId: newId() };

  /** A new invitation (or owner set-up link) for `email`, replacing its pending ones; the token is shown or mailed once. */
  async function issueInvite(tx: Tx, invite: { email: string; roles: StaffRole[]; invitedBy: string | null }, at: Date) {
    await repo.revokePendingInvitesOf(tx, invite.email, at);
    const token = newSecret();
    const id = newId();
    const expiresAt = new Date(at.getTime() + INVITE_TTL_MS);
    await repo.insertInvite(tx, { id, tokenHash: sha256(token), ...invite, createdAt: at, expiresAt });
    return { id, token, link: setupLink(deps.publicUrl, token), expiresAt };
  }

  async function openSession(tx: Tx, staffId: string, client: StaffClient, at: Date): Promise<string> {
    const token = newSecret();
    await repo.insertSession(tx, {
      id: newId(),
      staffId,
      tokenHash: sha256(token),
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + SESSION_LIFETIME_MS),
      ip: clip(client.ip, 100),
      userAgent: clip(client.userAgent, 300),
    });
    return token;
  }

  /** Ten recovery codes for a member, stored hashed; the codes themselves are answered once. */
  async function issueRecoveryCodes(tx: Tx, staffId: string, at: Date): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.insertRecoveryCodes(
      tx,
      codes.map((code) => ({ id: newId(), staffId, codeHash: recoveryCodeHash(deps.codeSecret, staffId, normalizeRecoveryCode(code)!), createdAt: at })),
    );
    return codes;
  }

  type Factor = { kind: "totp"; step: number } | { kind: "recovery-code"; hash: string };

  /**
   * What the code proves for the member (a TOTP step not yet used, or an unused recovery code),
   * without spending it; for an unknown address the same checks run against stand-ins.
   */
  async function secondFactor(member: repo.StaffRow | null, code: string, at: Date): Promise<Factor | null> {
    if (looksLikeTotpCode(code)) {
      const secret = member?.totpSecret ? open(key, staffContext(member.id), member.totpSecret) : standIn.totp;
      const step = secret ? acceptedStep(secret, code, at, member?.lastTotpStep ?? null) : null;
      return step === null ? null : { kind: "totp", step };
    }
    const normalized = normalizeRecoveryCode(code);
    if (!normalized) return null;
    const staffId = member?.id ?? standIn.staffId;
    const hash = recoveryCodeHash(deps.codeSecret, staffId, normalized);
    return (await repo.hasUnusedRecoveryCode(db, staffId, hash)) ? { kind: "recovery-code", hash } : null;
  }

  /** The acting member, when enabled and allowed `permission`; null otherwise. */
  async function actor(tx: Tx, staffId: string, permission: Permission): Promise<repo.StaffRow | null> {
    if (!UUID.test(staffId)) return null;
    const member = await repo.staffById(tx, staffId);
    return member && !member.disabledAt && can(member.roles, permission) ? member : null;
  }

  return {
    /**
     * `npm run staff -- create-owner <email>`: the first owner's one-time set-up link, only while
     * the store has no owner. Run again before the link is used, it replaces the earlier link.
     */
    async createOwner(input: string): Promise<StaffOutcome<{ email: string; token: string; link: string; expiresAt: Date }>> {
      const email = normalizeEmail(input);
      if (!EMAIL_PATTERN.test(email)) return no("INVALID_EMAIL");
      return db.transaction(async (tx) => {
        await repo.lockOwnerSetup(tx);
        await repo.lockEmail(tx, email);
        if (await repo.ownerExists(tx)) return no("STAFF_OWNER_EXISTS");
        if (await repo.staffByEmail(tx, email)) return no("STAFF_EMAIL_TAKEN");
        const at = now();
        await repo.revokePendingOwnerSetups(tx, at);
        const invite = await issueInvite(tx, { email, roles: ["owner"], invitedBy: null }, at);
        await recordAudit(
          tx,
          { staffId: null, action: ACTIONS.ownerSetupIssued, targetKind: "staff-invite", targetId: invite.id, after: { email, roles: ["owner"], expiresAt: iso(invite.expiresAt) } },
          at,
        );
        return ok({ email, token: invite.token, link: invite.link, expiresAt: invite.expiresAt });
      });
    },

    /** An owner invites someone with the given roles: the set-up link is mailed (in `lang`), never shown. */
    async invite(
      byStaffId: string,
      input: { email: string; roles: readonly string[]; lang: Lang },
      client: StaffClient,
    ): Promise<StaffOutcome<{ inviteId: string; email: string; roles: StaffRole[]; expiresAt: Date }>> {
      const email = normalizeEmail(input.email);
      if (!EMAIL_PATTERN.test(email)) return no("INVALID_EMAIL");
      const roles = validRoles(input.roles);
      if (!roles) return no("STAFF_ROLES_INVALID");
      return db.transaction(async (tx) => {
        const inviter = await actor(tx, byStaffId, "staff.manage");
        if (!inviter) return no("STAFF_FORBIDDEN");
        await repo.lockEmail(tx, email);
        if (await repo.staffByEmail(tx, email)) return no("STAFF_EMAIL_TAKEN");
        const at = now();
        const invite = await issueInvite(tx, { email, roles, invitedBy: inviter.id }, at);
        await enqueueMail(tx, { to: email, lang: input.lang, template: { kind: "staff-invite", link: invite.link, invitedBy: inviter.email, hours: INVITE_TTL_MS / 3_600_000 } }, at);
        await recordAudit(
          tx,
          { staffId: inviter.id, action: ACTIONS.invited, targetKind: "staff-invite", targetId: invite.id, after: { email, roles, expiresAt: iso(invite.expiresAt) }, address: clip(client.ip, 100) },
          at,
        );
        return ok({ inviteId: invite.id, email, roles, expiresAt: invite.expiresAt });
      });
    },

    /**
     * The set-up page: whom the link is for, and the TOTP secret to enrol (as an otpauth:// address
     * for the QR code, and in base32 to type). The same secret every time the page is opened, until
     * the invitation is accepted. The QR code's SVG is hidden from assistive technology: the page names it.
     */
    async beginSetup(token: string): Promise<StaffOutcome<{ email: string; roles: StaffRole[]; expiresAt: Date; otpauthUri: string; secret: string; qrSvg: string }>> {
      const invite = token.length <= MAX_TOKEN_LENGTH ? await repo.inviteByTokenHash(db, sha256(token)) : null;
      if (!invite || inviteState(invite, now()) !== "live") return no("STAFF_INVITE_INVALID");
      const context = inviteContext(invite.id);
      const sealed = await repo.offerInviteSecret(db, invite.id, seal(key, context, newTotpSecret()));
      const secret = sealed && open(key, context, sealed);
      // Sealed under another key (the store's secret changed since): an owner sends a new invitation.
      if (!secret) return no("STAFF_INVITE_INVALID");
      const otpauthUri = totpUri(secret, deps.issuer, invite.email);
      return ok({ email: invite.email, roles: invite.roles as StaffRole[], expiresAt: invite.expiresAt, otpauthUri, secret, qrSvg: await qrSvg(otpauthUri) });
    },

    /**
     * Accepts an invitation: a password and the first code of the secret `beginSetup` offered.
     * Makes the member, already enrolled, with ten recovery codes (answered once) and a session.
     */
    async acceptInvite(input: {
      token: string;
      password: string;
      code: string;
      client: StaffClient;
    }): Promise<StaffOutcome<{ token: string; recoveryCodes: string[]; staff: StaffMember }>> {
      const tokenHash = input.token.length <= MAX_TOKEN_LENGTH ? sha256(input.token) : null;
      // The invitation first, so no one without one makes the server hash passwords.
      const found = tokenHash ? await repo.inviteByTokenHash(db, tokenHash) : null;
      if (!tokenHash || !found || inviteState(found, now()) !== "live") return no("STAFF_INVITE_INVALID");
      const problem = passwordProblem(input.password);
      if (problem) return no(problem);
      const passwordHash = await hashPassword(input.password);
      if (passwordHash === null) return no("PASSWORD_BUSY");
      return db.transaction(async (tx) => {
        if (found.invitedBy === null) await repo.lockOwnerSetup(tx);
        await repo.lockEmail(tx, found.email);
        const invite = await repo.inviteByTokenHash(tx, tokenHash, true);
        const at = now();
        if (!invite || inviteState(invite, at) !== "live") return no("STAFF_INVITE_INVALID");
        const secret = invite.totpSecret ? open(key, inviteContext(invite.id), invite.totpSecret) : null;
        const step = secret ? acceptedStep(secret, input.code, at, null) : null;
        if (!secret || step === null) return no("STAFF_CODE_INVALID");
        if (invite.invitedBy === null && (await repo.ownerExists(tx))) return no("STAFF_OWNER_EXISTS");
        if (await repo.staffByEmail(tx, invite.email)) return no("STAFF_EMAIL_TAKEN");
        const id = newId();
        const row = {
          id,
          email: invite.email,
          passwordHash,
          totpSecret: seal(key, staffContext(id), secret),
          totpConfirmedAt: at,
          lastTotpStep: step,
          roles: invite.roles,
          createdAt: at,
          updatedAt: at,
          lastSignInAt: at,
        };
        await repo.insertStaff(tx, row);
        await repo.markInviteAccepted(tx, invite.id, id, at);
        const recoveryCodes = await issueRecoveryCodes(tx, id, at);
        const token = await openSession(tx, id, input.client, at);
        const address = clip(input.client.ip, 100);
        await recordAudit(
          tx,
          { staffId: id, action: ACTIONS.inviteAccepted, targetKind: "staff", targetId: id, after: { email: invite.email, roles: invite.roles, invitedBy: invite.invitedBy }, address },
          at,
        );
        await recordAudit(tx, { staffId: id, action: ACTIONS.signedIn, targetKind: "staff", targetId: id, after: { method: "setup" }, address }, at);
        return ok({ token, recoveryCodes, staff: staffMember({ ...row, disabledAt: null }) });
      });
    },

    /**
     * Signs a member in with their password and a TOTP code or an unused recovery code: both,
     * always. Counted against the address typed and the client address before anything is
     * checked. A recovery code is used up; a TOTP code's step can never be used again.
     */
    async signIn(input: {
      email: string;
      password: string;
      code: string;
      client: StaffClient;
    }): Promise<StaffOutcome<{ token: string; staff: StaffMember; recoveryCodesLeft: number }>> {
      const email = normalizeEmail(input.email);
      const { perIp, perEmail } = SIGN_IN_LIMITS;
      if (!(await deps.limiter.hit(`staff-sign-in-ip:${input.client.ip}`, perIp.max, perIp.windowMs)).allowed) return no("STAFF_SIGN_IN_THROTTLED");
      if (!(await deps.limiter.hit(`staff-sign-in-email:${email}`, perEmail.max, perEmail.windowMs)).allowed) return no("STAFF_SIGN_IN_THROTTLED");
      const member = await repo.staffByEmail(db, email);
      const matches = await passwordMatches(member?.passwordHash ?? (await dummyHash()), input.password);
      if (matches === null) return no("PASSWORD_BUSY");
      const at = now();
      const factor = await secondFactor(member, input.code, at);
      const address = clip(input.client.ip, 100);
      if (!member) return no("STAFF_SIGN_IN_FAILED");
      const failed = async (tx: Tx, reason: string) => {
        await recordAudit(tx, { staffId: member.id, action: ACTIONS.signInFailed, targetKind: "staff", targetId: member.id, after: { reason }, address }, at);
        return no("STAFF_SIGN_IN_FAILED");
      };
      if (!matches) return failed(db, "password");
      if (!factor || !member.totpConfirmedAt) return failed(db, "code");
      return db.transaction(async (tx) => {
        // Told only to someone who holds both factors: a guesser learns nothing from it.
        if (member.disabledAt) {
          await recordAudit(tx, { staffId: member.id, action: ACTIONS.signInRefusedDisabled, targetKind: "staff", targetId: member.id, address }, at);
          return no("STAFF_DISABLED");
        }
        const spent = factor.kind === "totp" ? await repo.claimTotpStep(tx, member.id, factor.step) : await repo.useRecoveryCode(tx, member.id, factor.hash, at);
        // Another sign-in used the same code a moment ago.
        if (!spent) return failed(tx, "code");
        await repo.markSignedIn(tx, member.id, at);
        const token = await openSession(tx, member.id, input.client, at);
        const recoveryCodesLeft = await repo.unusedRecoveryCodes(tx, member.id);
        const after = factor.kind === "totp" ? { method: "totp" } : { method: "recovery-code", recoveryCodesLeft };
        await recordAudit(tx, { staffId: member.id, action: ACTIONS.signedIn, targetKind: "staff", targetId: member.id, after, address }, at);
        return ok({ token, staff: staffMember({ ...member, lastSignInAt: at }), recoveryCodesLeft });
      });
    },

    /**
     * The live session a token names, or null: unknown, signed out, past its absolute end, idle
     * for too long, or its member disabled. A live one counts as seen now.
     */
    async session(token: string | undefined, at: Date = now()): Promise<StaffSession | null> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      const row = await repo.sessionByTokenHash(db, sha256(token));
      if (!row || row.disabledAt || sessionState(row, at) !== "live") return null;
      await repo.touchSession(db, row.id, at);
      const roles = row.roles as StaffRole[];
      return { sessionId: row.id, staffId: row.staffId, email: row.email, roles, permissions: permissionsOf(roles), expiresAt: row.expiresAt };
    },

    /** Ends the session a token names (once; a second sign-out changes nothing). */
    async signOut(token: string, client: StaffClient): Promise<void> {
      if (token.length > MAX_TOKEN_LENGTH) return;
      await db.transaction(async (tx) => {
        const row = await repo.sessionByTokenHash(tx, sha256(token));
        const at = now();
        if (!row || !(await repo.revokeSession(tx, row.id, at))) return;
        await recordAudit(tx, { staffId: row.staffId, action: ACTIONS.signedOut, targetKind: "staff-session", targetId: row.id, address: clip(client.ip, 100) }, at);
      });
    },

    /** Whether a member (a session, or any holder of roles) may do what `permission` names. */
    can: (member: { roles: readonly string[] }, permission: Permission): boolean => can(member.roles, permission),

    /**
     * An owner disables a member (who is signed out everywhere and cannot sign in) or enables them
     * again. Nobody disables themselves, so a store always keeps the owner who acts.
     */
    async setDisabled(byStaffId: string, staffId: string, disabled: boolean, client: StaffClient): Promise<StaffOutcome<StaffMember>> {
      return db.transaction(async (tx) => {
        const owner = await actor(tx, byStaffId, "staff.manage");
        if (!owner || byStaffId === staffId) return no("STAFF_FORBIDDEN");
        const target = UUID.test(staffId) ? await repo.lockStaff(tx, staffId) : null;
        if (!target) return no("STAFF_NOT_FOUND");
        if ((target.disabledAt !== null) === disabled) return ok(staffMember(target));
        const at = now();
        await repo.setDisabledAt(tx, target.id, disabled ? at : null, at);
        if (disabled) await repo.revokeSessionsOf(tx, target.id, at);
        await recordAudit(
          tx,
          {
            staffId: owner.id,
            action: disabled ? ACTIONS.disabled : ACTIONS.enabled,
            targetKind: "staff",
            targetId: target.id,
            before: { disabled: !disabled },
            after: { disabled },
            address: clip(client.ip, 100),
          },
          at,
        );
        return ok(staffMember({ ...target, disabledAt: disabled ? at : null }));
      });
    },

    /** Writes an audit entry in the caller's transaction, at the service's clock. */
    audit: (tx: Tx, record: AuditRecord): Promise<number> => recordAudit(tx, record, now()),

    /**
     * The audit log, newest first, a page at a time, searched by member, action (or its start),
     * target and time; for members allowed `audit.read`. Reading it is not recorded: it changes nothing.
     */
    async auditEntries(viewer: { roles: readonly string[] }, options: repo.AuditFilter & { limit?: number; beforeId?: number } = {}): Promise<StaffOutcome<AuditEntry[]>> {
      if (!can(viewer.roles, "audit.read")) return no("STAFF_FORBIDDEN");
      const limit = Math.min(Math.max(options.limit ?? 100, 1), AUDIT_EXPORT_BATCH);
      const staffId = options.staffId && UUID.test(options.staffId) ? options.staffId : undefined;
      if (options.staffId && !staffId) return ok([]);
      return ok(await repo.auditEntries(db, { ...options, limit, staffId }));
    },

    /**
     * Every entry the filter finds, newest first, in batches (the CSV export): the log is kept
     * without a cap, so the export reads it a batch at a time instead of all at once.
     */
    async *auditExport(viewer: { roles: readonly string[] }, filter: repo.AuditFilter): AsyncGenerator<AuditEntry[]> {
      if (!can(viewer.roles, "audit.read")) return;
      if (filter.staffId && !UUID.test(filter.staffId)) return;
      let beforeId: number | undefined;
      for (;;) {
        const batch = await repo.auditEntries(db, { ...filter, limit: AUDIT_EXPORT_BATCH, beforeId });
        if (batch.length > 0) yield batch;
        if (batch.length < AUDIT_EXPORT_BATCH) return;
        beforeId = batch.at(-1)!.id;
      }
    },

    /** The members and the invitations waiting to be used, for owners (`staff.manage`). */
    async team(viewer: { roles: readonly string[] }): Promise<StaffOutcome<{ members: StaffMember[]; invites: PendingInvite[] }>> {
      if (!can(viewer.roles, "staff.manage")) return no("STAFF_FORBIDDEN");
      const [members, invites] = [await repo.allStaff(db), await repo.pendingInvites(db, now())];
      return ok({ members: members.map(staffMember), invites: invites.map((i) => ({ id: i.id, email: i.email, roles: i.roles as StaffRole[], createdAt: i.createdAt, expiresAt: i.expiresAt })) });
    },

    /**
     * The value every console form of a session carries (docs/CONSOLE.md#forms): a keyed hash of
     * the session's token, so a form made anywhere but in a page of this session is refused,
     * on top of the cookie's SameSite=Strict. `formKeyMatches` checks it in constant time.
     */
    formKey: (sessionToken: string): string => formKey(sessionToken),
    formKeyMatches(sessionToken: string, value: unknown): boolean {
      if (typeof value !== "string" || value.length > MAX_TOKEN_LENGTH) return false;
      const expected = Buffer.from(formKey(sessionToken));
      const given = Buffer.from(value);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
