/**
 * The SQL of the tables accounts own: users, sessions, verification codes, log-in failures and
 * guest check tokens. Each function takes the database or the transaction it runs in; which
 * writes go together, and under which locks, is the service's to say.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, like, lt, lte, max, ne, sql } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n/locales.ts";
import type { LoginType } from "../../../shared/login-type.ts";
import type { Transaction, Tx } from "../../kernel/index.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { guestCheckTokens, loginFailures, sessions, users, verificationCodes } from "../../db/schema.ts";
import type { CodeType } from "./accounts-rules.ts";
import type { Session } from "./accounts-view.ts";

// --- Locks -----------------------------------------------------------------------------------

/** Serializes work on one address across connections and instances, for this transaction. */
export const lockEmail = (tx: Transaction, email: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account:${email}`}))`);
/** The same for one client address's log-in tries; always taken after the address's lock, never before. */
export const lockLoginIp = (tx: Transaction, ip: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${ip}`}))`);

// --- Verification codes ----------------------------------------------------------------------

export async function latestCode(tx: Tx, email: string, type: CodeType) {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.codeType, type)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

export type CodeRow = NonNullable<Awaited<ReturnType<typeof latestCode>>>;

export async function insertCode(tx: Tx, code: typeof verificationCodes.$inferInsert): Promise<void> {
  await tx.insert(verificationCodes).values(code);
}

export async function countWrongTry(tx: Tx, codeId: string): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, codeId));
}

/** Marks a code verified (and, `consume`, used up); false when it was used up meanwhile. */
export async function markCodeVerified(tx: Tx, row: CodeRow, at: Date, consume: boolean): Promise<boolean> {
  const [done] = await tx
    .update(verificationCodes)
    .set(consume ? { usedAt: at, verifiedAt: row.verifiedAt ?? at } : { verifiedAt: row.verifiedAt ?? at })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return done !== undefined;
}

// --- Users -----------------------------------------------------------------------------------

/** The account (not a guest) of an address. */
export async function accountOf(tx: Tx, email: string) {
  const [row] = await tx.select().from(users).where(and(eq(users.email, email), eq(users.kind, "account"))).limit(1);
  return row ?? null;
}

export async function insertUser(tx: Tx, user: typeof users.$inferInsert): Promise<void> {
  await tx.insert(users).values(user);
}

/**
 * Makes the guest who left `email` the account (same id, same orders), forgetting its device
 * identity; the guest's id, or null when no guest has that address.
 */
export async function guestBecomesAccount(tx: Tx, email: string, account: { passwordHash: string; lang: Lang; at: Date }): Promise<string | null> {
  const [guest] = await tx
    .update(users)
    .set({ kind: "account", passwordHash: account.passwordHash, lang: account.lang, passwordChangedAt: account.at, deviceIdHash: null })
    .where(and(eq(users.email, email), eq(users.kind, "guest")))
    .returning({ id: users.id });
  return guest?.id ?? null;
}

export async function setPassword(tx: Tx, userId: string, passwordHash: string, at: Date): Promise<void> {
  await tx.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
}

/** The guest of a device, made with its partner attribution on its first log-in; `created` says whether it was made now. */
export async function guestOfDevice(tx: Tx, guest: typeof users.$inferInsert & { deviceIdHash: string }): Promise<{ id: string; email: string | null; created: boolean }> {
  const columns = { id: users.id, email: users.email };
  const [created] = await tx.insert(users).values(guest).onConflictDoNothing({ target: users.deviceIdHash, where: isNotNull(users.deviceIdHash) }).returning(columns);
  if (created) return { ...created, created: true };
  const [existing] = await tx.select(columns).from(users).where(eq(users.deviceIdHash, guest.deviceIdHash));
  return { ...existing, created: false };
}

export async function emailOfUser(tx: Tx, userId: string): Promise<string | null> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user.email;
}

/** The user (account, guest that left it, or none) holding this address: unique (`users_email_uq`). */
export async function userByEmail(tx: Tx, email: string): Promise<{ id: string; kind: string } | null> {
  const [row] = await tx.select({ id: users.id, kind: users.kind }).from(users).where(eq(users.email, email));
  return row ?? null;
}

/** Who these users are, as the console names a buyer: their address (a placeholder once deleted) and kind. */
export function contactsOf(tx: Tx, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx.select({ id: users.id, email: users.email, kind: users.kind }).from(users).where(inArray(users.id, [...userIds]));
}

/** The e-mail addresses of these users that have one, by user id. */
export async function emailsOfUsers(db: Tx, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.flatMap((r) => (r.email ? [[r.id, r.email] as const] : [])));
}

/** Records where a user came from, unless it is known already. */
export async function setSourceTypeOnce(tx: Tx, userId: string, sourceType: string): Promise<void> {
  await tx.update(users).set({ sourceType }).where(and(eq(users.id, userId), isNull(users.sourceType)));
}

/** What the account's own data export shows of the user row (PRODUCT.md#privacy-self-service). */
export async function userForExport(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      kind: users.kind,
      lang: users.lang,
      createdAt: users.createdAt,
      passwordChangedAt: users.passwordChangedAt,
      merchantId: users.merchantId,
      merchantSubId: users.merchantSubId,
      sourceType: users.sourceType,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Turns the account into a deleted one (PRODUCT.md#privacy-self-service): the row and its id
 * stay, for the orders and ledger entries that name it, and everything that identifies a
 * person goes: the address becomes `placeholder`, the password, device and partner fields are
 * cleared. The account's sessions, guest check tokens, and the codes and log-in failures
 * recorded for its address are deleted, not just ended: they hold browsers and client addresses.
 */
/**
 * Locks an account's row (`update`: a deletion; `share`: something that must not outlive it, such
 * as a recharge being placed) and says whether it is still an account: a deleted one is `false`.
 */
export async function lockAccountRow(tx: Tx, userId: string, mode: "update" | "share"): Promise<boolean> {
  const query = tx.select({ kind: users.kind }).from(users).where(eq(users.id, userId));
  const [row] = await (mode === "update" ? query.for("update") : query.for("share"));
  return row?.kind === "account";
}

/** A guest user's contact address (null when it left none); null when the user is not a guest. */
export async function guestContact(db: Tx, userId: string): Promise<{ email: string | null } | null> {
  const [user] = await db.select({ kind: users.kind, email: users.email }).from(users).where(eq(users.id, userId));
  return user?.kind === "guest" ? { email: user.email } : null;
}

/**
 * Records the address a guest left on an order, when the guest has none and no one else holds it
 * (answers whether it did); the unique address index decides a race, which leaves it unrecorded.
 */
export async function rememberGuestEmail(db: Tx, userId: string, email: string): Promise<boolean> {
  try {
    const updated = await db
      .update(users)
      .set({ email })
      .where(and(eq(users.id, userId), eq(users.kind, "guest"), isNull(users.email), sql`not exists (select 1 from users u where u.email = ${email})`))
      .returning({ id: users.id });
    return updated.length > 0;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return false;
  }
}

export async function eraseAccount(tx: Tx, user: { userId: string; email: string }, placeholder: string, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ kind: "deleted", email: placeholder, passwordHash: null, deviceIdHash: null, merchantId: null, merchantSubId: null, sourceType: null, passwordChangedAt: null, deletedAt: at })
    .where(eq(users.id, user.userId));
  await tx.delete(sessions).where(eq(sessions.userId, user.userId));
  await tx.delete(guestCheckTokens).where(eq(guestCheckTokens.userId, user.userId));
  await tx.delete(verificationCodes).where(eq(verificationCodes.email, user.email));
  await tx.delete(loginFailures).where(eq(loginFailures.email, user.email));
}

// --- The operator's view of customers (docs/CONSOLE.md#customers) ----------------------------

const customerColumns = { id: users.id, email: users.email, kind: users.kind, lang: users.lang, createdAt: users.createdAt, blockedAt: users.blockedAt, deletedAt: users.deletedAt };
export type CustomerRow = { id: string; email: string | null; kind: "account" | "guest" | "deleted"; lang: Lang; createdAt: Date; blockedAt: Date | null; deletedAt: Date | null };

/** Users by address: exactly `email`, or every address beginning with it; accounts and guests with an address, never deleted ones. */
export function customersByEmail(tx: Tx, email: string, prefix: boolean, limit: number): Promise<CustomerRow[]> {
  // LIKE's own wildcards in what was typed are matched as themselves.
  const pattern = `${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return tx
    .select(customerColumns)
    .from(users)
    .where(and(prefix ? like(users.email, pattern) : eq(users.email, email), ne(users.kind, "deleted")))
    .orderBy(asc(users.email))
    .limit(limit);
}

/** Users by id (any kind). */
export function customersById(tx: Tx, ids: readonly string[]): Promise<CustomerRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : tx.select(customerColumns).from(users).where(inArray(users.id, [...ids]));
}

/** Blocks or unblocks a user, under its row lock; the state before, or null when there is no such user. */
export async function setBlocked(tx: Tx, userId: string, at: Date | null): Promise<{ blockedAt: Date | null; kind: CustomerRow["kind"] } | null> {
  const [before] = await tx.select({ blockedAt: users.blockedAt, kind: users.kind }).from(users).where(eq(users.id, userId)).for("update");
  if (!before) return null;
  await tx.update(users).set({ blockedAt: at }).where(eq(users.id, userId));
  return before;
}

/** Whether a user is blocked, read in the caller's transaction; `share` holds the row until it ends (a block then waits). */
export async function isBlocked(tx: Tx, userId: string, share = false): Promise<boolean> {
  const query = tx.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
  const [row] = await (share ? query.for("share") : query);
  return row?.blockedAt != null;
}

/**
 * What placing an order needs of its buyer, read under a share lock held until the caller's
 * transaction ends (a block then waits for the order, or the order sees it): whether they are
 * blocked, and the partner attribution the order keeps.
 */
export async function buyerAtOrder(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ blockedAt: users.blockedAt, merchantId: users.merchantId, merchantSubId: users.merchantSubId })
    .from(users)
    .where(eq(users.id, userId))
    .for("share");
  return { blocked: row?.blockedAt != null, merchantId: row?.merchantId ?? null, merchantSubId: row?.merchantSubId ?? null };
}

/**
 * The accounts a partner brought that signed up in [from, until), by UTC month ("2026-11") and
 * sub id (docs/CONSOLE.md#partners). An erased account has lost its attribution and is not counted.
 */
export function referredSignups(tx: Tx, merchantId: number, from: Date, until: Date): Promise<{ month: string; subId: string | null; count: number }[]> {
  const month = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return tx
    .select({ month, subId: users.merchantSubId, count: count() })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.kind, "account"), gte(users.createdAt, from), lt(users.createdAt, until)))
    .groupBy(month, users.merchantSubId);
}

// --- Sessions --------------------------------------------------------------------------------

export async function insertSession(
  tx: Tx,
  session: { id: string; userId: string; loginType: LoginType; createdAt: Date; expiresAt: Date; ip: string; userAgent?: string },
): Promise<void> {
  await tx.insert(sessions).values(session);
}

/** How many sessions a user has had, and how many of them from this User-Agent. */
export async function sessionsSeen(tx: Tx, userId: string, userAgent: string | null): Promise<{ any: number; same: number }> {
  const [seen] = await tx
    .select({ any: count(), same: sql<number>`count(*) filter (where ${sessions.userAgent} is not distinct from ${userAgent})`.mapWith(Number) })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return seen;
}

/** The session `sessionId` of `userId`, if it is unrevoked and unexpired at `at`. */
export async function liveSession(tx: Tx, sessionId: string, userId: string, at: Date): Promise<Session | null> {
  const [row] = await tx
    .select({ sessionId: sessions.id, userId: users.id, email: users.email, loginType: sessions.loginType, lang: users.lang })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at), isNull(users.blockedAt)))
    .limit(1);
  return row ?? null;
}

/** Every session of a user, live or ended, newest first (the data export). */
export function allSessionsOf(tx: Tx, userId: string) {
  return tx
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, userAgent: sessions.userAgent, ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

/** A user's live sessions at `at`, newest first. */
export function liveSessionsOf(tx: Tx, userId: string, at: Date, limit: number) {
  return tx
    .select({ id: sessions.id, loginType: sessions.loginType, createdAt: sessions.createdAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
}

export async function revokeSession(tx: Tx, sessionId: string, at: Date): Promise<void> {
  await tx.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user still open, but `except`. */
export async function revokeSessionsOf(tx: Tx, userId: string, at: Date, except?: string): Promise<void> {
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(except === undefined ? open : and(open, ne(sessions.id, except)));
}

// --- Log-in failures -------------------------------------------------------------------------

/**
 * Failures since `since` that a try is judged by: the address's from unknown browsers and the
 * client address's (`device` null), or the known device's own (and none by client address).
 */
export async function failureStats(tx: Tx, email: string, ip: string, device: string | null, since: Date) {
  const recent = gt(loginFailures.at, since);
  // An unknown browser is judged with every other unknown browser; a known device alone.
  const judgedWith = device ? eq(loginFailures.device, device) : isNull(loginFailures.device);
  const [own] = await tx.select({ n: count(), last: max(loginFailures.at) }).from(loginFailures).where(and(eq(loginFailures.email, email), judgedWith, recent));
  const [byIp] = device
    ? [{ n: 0 }]
    : await tx.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.ip, ip), isNull(loginFailures.device), recent));
  return { failures: own.n, lastFailureAt: own.last ? new Date(own.last) : null, ipFailures: byIp.n };
}

export async function insertFailure(tx: Tx, failure: { email: string; ip: string; at: Date; device: string | null }): Promise<number> {
  const [row] = await tx.insert(loginFailures).values(failure).returning({ id: loginFailures.id });
  return row.id;
}

export async function deleteFailure(tx: Tx, id: number): Promise<void> {
  await tx.delete(loginFailures).where(eq(loginFailures.id, id));
}

// --- Guest check tokens ----------------------------------------------------------------------

/** Stores a check token's hash, clearing the expired ones first. */
export async function insertCheckToken(tx: Tx, token: { tokenHash: string; userId: string; newGuest: boolean; createdAt: Date; expiresAt: Date }): Promise<void> {
  await tx.delete(guestCheckTokens).where(lte(guestCheckTokens.expiresAt, token.createdAt));
  await tx.insert(guestCheckTokens).values(token);
}

/** Uses up an unused, unexpired check token: whose it is, or null. */
export async function claimCheckToken(tx: Tx, tokenHash: string, at: Date): Promise<{ userId: string; newGuest: boolean } | null> {
  const [claimed] = await tx
    .update(guestCheckTokens)
    .set({ usedAt: at })
    .where(and(eq(guestCheckTokens.tokenHash, tokenHash), isNull(guestCheckTokens.usedAt), gt(guestCheckTokens.expiresAt, at)))
    .returning({ userId: guestCheckTokens.userId, newGuest: guestCheckTokens.newGuest });
  return claimed ?? null;
}
