/**
 * The SQL of the tables the staff domain owns: staff, their recovery codes, sessions and
 * invitations, and the audit log. Each function takes the database or the transaction it runs
 * in; which writes go together, and under which locks, is the service's to say.
 */
import { and, arrayContains, asc, count, desc, eq, gt, gte, inArray, isNull, like, lt, or, sql } from "drizzle-orm";
import type { Transaction, Tx } from "../../kernel/index.ts";
import { auditLog, staff, staffInvites, staffRecoveryCodes, staffSessions } from "../../db/schema.ts";
import type { AuditEntry, AuditRecord } from "./staff-view.ts";

// --- Locks -----------------------------------------------------------------------------------

/** Serializes the making of owners from the command line: one first owner, however many run it at once. */
export const lockOwnerSetup = (tx: Transaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-owner-setup'))`);
/** Serializes invitations and their acceptance for one address. */
export const lockEmail = (tx: Transaction, email: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff:${email}`}))`);

// --- Staff -----------------------------------------------------------------------------------

export async function ownerExists(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(arrayContains(staff.roles, ["owner"]))
    .limit(1);
  return row !== undefined;
}

export async function staffByEmail(tx: Tx, email: string) {
  const [row] = await tx.select().from(staff).where(eq(staff.email, email)).limit(1);
  return row ?? null;
}

export type StaffRow = NonNullable<Awaited<ReturnType<typeof staffByEmail>>>;

export async function staffById(tx: Tx, id: string): Promise<StaffRow | null> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row ?? null;
}

/** The member's row, locked until the transaction ends. */
export async function lockStaff(tx: Tx, id: string): Promise<StaffRow | null> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
  return row ?? null;
}

export async function insertStaff(tx: Tx, row: typeof staff.$inferInsert): Promise<void> {
  await tx.insert(staff).values(row);
}

export async function setDisabledAt(tx: Tx, id: string, disabledAt: Date | null, at: Date): Promise<void> {
  await tx.update(staff).set({ disabledAt, updatedAt: at }).where(eq(staff.id, id));
}

/**
 * Records a TOTP time step as used, only when it is later than the last one: of two sign-ins
 * with the same code at the same moment, one wins. Whether it was recorded.
 */
export async function claimTotpStep(tx: Tx, id: string, step: number): Promise<boolean> {
  const rows = await tx
    .update(staff)
    .set({ lastTotpStep: step })
    .where(and(eq(staff.id, id), or(isNull(staff.lastTotpStep), lt(staff.lastTotpStep, step))))
    .returning({ id: staff.id });
  return rows.length > 0;
}

export async function markSignedIn(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(staff).set({ lastSignInAt: at }).where(eq(staff.id, id));
}

// --- Recovery codes --------------------------------------------------------------------------

export async function insertRecoveryCodes(tx: Tx, rows: (typeof staffRecoveryCodes.$inferInsert)[]): Promise<void> {
  await tx.insert(staffRecoveryCodes).values(rows);
}

/** Whether the member has this code unused (read only: nothing is spent until both factors hold). */
export async function hasUnusedRecoveryCode(tx: Tx, staffId: string, codeHash: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)));
  return row !== undefined;
}

/** Uses a code up, once: of two sign-ins with the same code, one wins. Whether this one did. */
export async function useRecoveryCode(tx: Tx, staffId: string, codeHash: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function unusedRecoveryCodes(tx: Tx, staffId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// --- Sessions --------------------------------------------------------------------------------

export async function insertSession(tx: Tx, row: typeof staffSessions.$inferInsert): Promise<void> {
  await tx.insert(staffSessions).values(row);
}

/** A session by its token's hash, with its member. */
export async function sessionByTokenHash(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      revokedAt: staffSessions.revokedAt,
      email: staff.email,
      roles: staff.roles,
      disabledAt: staff.disabledAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash));
  return row ?? null;
}

export async function touchSession(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
}

/** Ends a live session; whether it was live. */
export async function revokeSession(tx: Tx, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}

export async function revokeSessionsOf(tx: Tx, staffId: string, at: Date): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

// --- Invitations -----------------------------------------------------------------------------

export async function insertInvite(tx: Tx, row: typeof staffInvites.$inferInsert): Promise<void> {
  await tx.insert(staffInvites).values(row);
}

export async function inviteByTokenHash(tx: Tx, tokenHash: string, lock = false) {
  const query = tx.select().from(staffInvites).where(eq(staffInvites.tokenHash, tokenHash));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

export type InviteRow = NonNullable<Awaited<ReturnType<typeof inviteByTokenHash>>>;

/** Replaces the pending invitations of an address: a new one is the only one that works. */
export async function revokePendingInvitesOf(tx: Tx, email: string, at: Date): Promise<void> {
  await tx
    .update(staffInvites)
    .set({ revokedAt: at })
    .where(and(eq(staffInvites.email, email), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)));
}

/** Replaces the pending owner set-up links of the command line, whatever their address. */
export async function revokePendingOwnerSetups(tx: Tx, at: Date): Promise<void> {
  await tx
    .update(staffInvites)
    .set({ revokedAt: at })
    .where(and(isNull(staffInvites.invitedBy), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)));
}

/** Offers a TOTP secret for an invitation's enrolment, unless one was offered already; the sealed secret it keeps. */
export async function offerInviteSecret(tx: Tx, id: string, sealed: string): Promise<string | null> {
  const [set] = await tx
    .update(staffInvites)
    .set({ totpSecret: sealed })
    .where(and(eq(staffInvites.id, id), isNull(staffInvites.totpSecret)))
    .returning({ totpSecret: staffInvites.totpSecret });
  if (set) return set.totpSecret;
  const [kept] = await tx.select({ totpSecret: staffInvites.totpSecret }).from(staffInvites).where(eq(staffInvites.id, id));
  return kept?.totpSecret ?? null;
}

export async function markInviteAccepted(tx: Tx, id: string, staffId: string, at: Date): Promise<void> {
  await tx.update(staffInvites).set({ acceptedAt: at, staffId }).where(eq(staffInvites.id, id));
}

// --- Audit log -------------------------------------------------------------------------------

export async function insertAudit(tx: Tx, record: AuditRecord, at: Date): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      at,
      staffId: record.staffId,
      action: record.action,
      targetKind: record.targetKind ?? null,
      targetId: record.targetId ?? null,
      before: record.before ?? null,
      after: record.after ?? null,
      address: record.address ?? null,
    })
    .returning({ id: auditLog.id });
  return row.id;
}

const AUDIT_COLUMNS = {
  id: auditLog.id,
  at: auditLog.at,
  staffId: auditLog.staffId,
  action: auditLog.action,
  targetKind: auditLog.targetKind,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  address: auditLog.address,
};

/** What the audit log is searched by (docs/CONSOLE.md#audit-log); every part optional. */
export interface AuditFilter {
  staffId?: string;
  /** An action, or the start of one ("order." finds every order action). */
  action?: string;
  targetId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/** Entries newest first, before the entry `beforeId` when given (the next page), with the acting member's address. */
export function auditEntries(tx: Tx, options: AuditFilter & { limit: number; beforeId?: number }): Promise<(AuditEntry & { staffEmail: string | null })[]> {
  const conditions = [
    options.beforeId !== undefined ? lt(auditLog.id, options.beforeId) : undefined,
    options.staffId ? eq(auditLog.staffId, options.staffId) : undefined,
    options.action ? like(auditLog.action, `${escapeLike(options.action)}%`) : undefined,
    options.targetId ? eq(auditLog.targetId, options.targetId) : undefined,
    options.from ? gte(auditLog.at, options.from) : undefined,
    options.to ? lt(auditLog.at, options.to) : undefined,
  ];
  return tx
    .select({ ...AUDIT_COLUMNS, staffEmail: staff.email })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every member, by address. */
export function allStaff(tx: Tx) {
  return tx.select().from(staff).orderBy(staff.email);
}

/** Invitations neither used nor replaced nor past their time, newest first. */
export function pendingInvites(tx: Tx, at: Date) {
  return tx
    .select({ id: staffInvites.id, email: staffInvites.email, roles: staffInvites.roles, createdAt: staffInvites.createdAt, expiresAt: staffInvites.expiresAt, invitedBy: staffInvites.invitedBy })
    .from(staffInvites)
    .where(and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, at)))
    .orderBy(desc(staffInvites.createdAt));
}

/** Every entry about one thing (`audit_log_target_idx`), oldest first. */
export function auditTrail(tx: Tx, targetKind: string, targetId: string): Promise<AuditEntry[]> {
  return tx
    .select({ ...AUDIT_COLUMNS, staffEmail: staff.email })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(eq(auditLog.targetKind, targetKind), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));
}

/** The addresses of these members, by id. */
export async function staffEmails(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: staff.id, email: staff.email }).from(staff).where(inArray(staff.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.email]));
}
