/**
 * Accounts: verification codes, registration, log-in, guest log-in, passwords and sessions
 * (PRODUCT.md#accounts). Nothing here tells whether an address has an account: sending a code
 * answers the same for every address, and a failed log-in answers the same, in the same time,
 * for an unknown address and a wrong password.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import { EMAIL_PATTERN } from "../../../shared/api/protocol.ts";
import type { GuestAuth } from "../../../shared/guest-auth.ts";
import type { LoginType } from "../../../shared/login-type.ts";
import type { CODE_TYPES } from "../../../shared/api/accounts.ts";
import type { DataExportSections } from "../../../shared/api/privacy.ts";
import type { Captcha } from "../../adapters/captcha/captcha.ts";
import type { RateLimiter } from "../../adapters/rate-limit/rate-limiter.ts";
import { newId, no, ok, sha256, systemClock, type Clock, type Db, type Outcome, type Transaction, type Tx } from "../../kernel/index.ts";
import { enqueueMail } from "../mail/index.ts";
import type { AccountError } from "./errors.ts";
import {
  CHECK_TOKEN_TTL_MS,
  CODE_TTL_MS,
  codeHash,
  codeMatches,
  codeState,
  countryNeedsCaptcha,
  describeDevice,
  FAILURE_WINDOW_MS,
  GUEST_LOGINS_WITHOUT_CAPTCHA,
  issueDeviceKey,
  knownDevice,
  loginAllowed,
  newCheckToken,
  newCode,
  normalizeEmail,
  passwordProblem,
  resendWaitMs,
  SEND_LIMITS,
  utcMinute,
  type CodeType,
} from "./accounts-rules.ts";
import * as repo from "./accounts-repository.ts";
import type { CustomerRow } from "./accounts-repository.ts";

/** A user as the operator console's customers section sees it (docs/CONSOLE.md#customers). */
export type CustomerFacts = CustomerRow;
import { accountExport, sessionListing, type Session, type SessionListing } from "./accounts-view.ts";
import { dummyHash, hashPassword, passwordMatches } from "./password-hashing.ts";
import { SESSION_LIFETIME_MS, type TokenSigner } from "./session-tokens.ts";

/** The purposes anyone may ask a code for by address (the others go to a signed-in account's own). */
export type PublicCodeType = (typeof CODE_TYPES)[number];

/** An answer of accounts: the object, or the business failure the API answers with. */
export type AccountOutcome<T> = Outcome<T, AccountError>;

export interface Attribution {
  merchantId?: number;
  merchantSubId?: string;
  sourceType?: string;
}

export interface Client {
  ip: string;
  userAgent?: string;
  /** The known-device key the browser sent (its device cookie; accounts-rules.ts). */
  deviceKey?: string;
}

export interface AccountsDeps {
  db: Db;
  limiter: RateLimiter;
  tokens: TokenSigner;
  /** Keys the hashes of verification codes. */
  codeSecret: string;
  /** Keys the known-device keys of browsers that signed in (accounts-rules.ts). */
  deviceSecret: string;
  /** Asked of guests from another country, or from an address that used up its allowance. */
  captcha: Captcha;
  /** The store's country (ISO 3166-1 alpha-2). */
  baseCountry: string;
  /** The country of a client address from an offline database, when no trusted proxy names it. */
  countryOf?: (ip: string) => string | null;
  /** The partner that registered an address before it signed up (PRODUCT.md#partners). */
  referralOf?: (email: string) => Promise<Attribution | null>;
  now?: Clock;
}

export function createAccountsService(deps: AccountsDeps) {
  const now = deps.now ?? systemClock;
  const { db } = deps;

  /** Checks a code against the live one, counting a wrong try; `consume` also uses it up. */
  async function verifyCode(tx: Tx, email: string, type: CodeType, code: string, consume: boolean): Promise<AccountError | null> {
    const row = await repo.latestCode(tx, email, type);
    const at = now();
    if (!row) return "CODE_INVALID";
    const state = codeState(row, at);
    if (state === "locked") return "CODE_LOCKED";
    if (state !== "live") return "CODE_EXPIRED";
    if (!codeMatches(deps.codeSecret, row.codeHash, email, type, code)) {
      await repo.countWrongTry(tx, row.id);
      return "CODE_INVALID";
    }
    return (await repo.markCodeVerified(tx, row, at, consume)) ? null : "CODE_EXPIRED";
  }

  async function openSession(tx: Tx, userId: string, loginType: LoginType, client: Client): Promise<string> {
    const id = newId();
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + SESSION_LIFETIME_MS);
    await repo.insertSession(tx, { id, userId, loginType, createdAt: issuedAt, expiresAt, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) });
    return deps.tokens.sign({ userId, sessionId: id }, issuedAt, expiresAt);
  }

  /**
   * Counts a log-in try before its password is checked, as a failure it stays unless it
   * succeeds: under the address's lock (and the client address's, for an unknown browser) the
   * counts are read, judged and the try written in one transaction, so simultaneous tries from
   * any number of connections or instances are judged one after another. The id of the written
   * try, or null when the throttle refuses it (a refused try is not counted).
   */
  async function claimAttempt(email: string, ip: string, device: string | null): Promise<number | null> {
    return db.transaction(async (tx) => {
      await repo.lockEmail(tx, email);
      if (!device) await repo.lockLoginIp(tx, ip);
      const at = now();
      const counted = await repo.failureStats(tx, email, ip, device, new Date(at.getTime() - FAILURE_WINDOW_MS));
      if (!loginAllowed({ ...counted, knownDevice: device !== null }, at)) return null;
      return repo.insertFailure(tx, { email, ip, at, device });
    });
  }

  /** The browser's known-device key for `email`, renewed: the same device id when it had a valid one. */
  function deviceKeyFor(email: string, presented: string | undefined): string {
    const at = now();
    return issueDeviceKey(deps.deviceSecret, email, at, knownDevice(deps.deviceSecret, presented, email, at) ?? undefined);
  }

  /** Opens `email`'s transaction under its lock: all work on one address, one at a time. */
  function underEmailLock<T>(email: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await repo.lockEmail(tx, email);
      return work(tx);
    });
  }

  /**
   * Sends a code. REGISTER to an address that has an account mails "you already have an
   * account" instead; FINDPASSWORD (or DELETEACCOUNT) to an address without one mails nothing.
   * The answer, the 180 s wait and the limits are the same in every case.
   */
  async function issueCode(input: { email: string; codeType: CodeType; password?: string; lang: Lang; client: Client }): Promise<AccountOutcome<null>> {
    const email = normalizeEmail(input.email);
    if (!EMAIL_PATTERN.test(email)) return no("INVALID_EMAIL");
    if (input.codeType === "REGISTER") {
      const problem = passwordProblem(input.password ?? "");
      if (problem) return no(problem);
    }
    const ipHit = await deps.limiter.hit(`code-ip:${input.client.ip}`, SEND_LIMITS.perIp.max, SEND_LIMITS.perIp.windowMs);
    if (!ipHit.allowed) return no("SENDS_THROTTLED");
    return underEmailLock(email, async (tx) => {
      const at = now();
      const last = await repo.latestCode(tx, email, input.codeType);
      if (resendWaitMs(last?.createdAt ?? null, at) > 0) return no("CODE_TOO_SOON");
      const emailHit = await deps.limiter.hit(`code-email:${email}`, SEND_LIMITS.perEmail.max, SEND_LIMITS.perEmail.windowMs);
      if (!emailHit.allowed) return no("SENDS_THROTTLED");
      const account = await repo.accountOf(tx, email);
      const code = newCode();
      // A row is written in every case, so the wait between codes is enforced alike for all.
      await repo.insertCode(tx, {
        id: newId(),
        email,
        codeType: input.codeType,
        codeHash: codeHash(deps.codeSecret, email, input.codeType, code),
        createdAt: at,
        expiresAt: new Date(at.getTime() + CODE_TTL_MS),
        ip: input.client.ip,
      });
      if (input.codeType === "REGISTER" && account) {
        await enqueueMail(tx, { to: email, lang: input.lang, template: { kind: "already-registered" } }, at);
      } else if (input.codeType === "REGISTER" || account) {
        await enqueueMail(tx, { to: email, lang: input.lang, template: { kind: "verify-code", codeType: input.codeType, code, minutes: CODE_TTL_MS / 60_000 } }, at);
      }
      return ok(null);
    });
  }

  return {
    /** Sends a REGISTER or FINDPASSWORD code to any address (issueCode). */
    sendCode: (input: { email: string; codeType: PublicCodeType; password?: string; lang: Lang; client: Client }) => issueCode(input),

    /** Checks a code (the code dialog); the code stays usable for the step that follows. */
    async checkCode(input: { email: string; codeType: PublicCodeType; code: string }): Promise<AccountOutcome<null>> {
      const email = normalizeEmail(input.email);
      return underEmailLock(email, async (tx) => {
        const problem = await verifyCode(tx, email, input.codeType, input.code, false);
        return problem ? no(problem) : ok(null);
      });
    },

    async register(input: { email: string; password: string; code: string; lang: Lang } & Attribution): Promise<AccountOutcome<{ email: string }>> {
      const email = normalizeEmail(input.email);
      if (!EMAIL_PATTERN.test(email)) return no("INVALID_EMAIL");
      const problem = passwordProblem(input.password);
      if (problem) return no(problem);
      const passwordHash = await hashPassword(input.password);
      if (passwordHash === null) return no("PASSWORD_BUSY");
      // The visit's partner first; else the partner whose server registered the address. Read
      // before the transaction: embedded PGlite has one connection, which the transaction holds.
      const attribution: Attribution = input.merchantId ? input : ((await deps.referralOf?.(email)) ?? {});
      return underEmailLock(email, async (tx) => {
        // The code first: only its holder learns that the address has an account. (A registered
        // address was mailed "you already have an account", never a code, so anyone else gets
        // the same wrong-code answer for it as for any other address.)
        const codeProblem = await verifyCode(tx, email, "REGISTER", input.code, true);
        if (codeProblem) return no(codeProblem);
        if (await repo.accountOf(tx, email)) return no("EMAIL_TAKEN");
        // A guest who left this address (at checkout) becomes the account: same id, same orders,
        // and the partner it came with. The address was typed, not proven, when the guest left
        // it: so the guest's device identity and its sessions end here, and only the code just
        // proven opens the account (whoever typed someone else's address gains nothing).
        const guestId = await repo.guestBecomesAccount(tx, email, { passwordHash, lang: input.lang, at: now() });
        if (guestId) {
          await repo.revokeSessionsOf(tx, guestId, now());
          return ok({ email });
        }
        await repo.insertUser(tx, {
          id: newId(),
          email,
          passwordHash,
          kind: "account",
          lang: input.lang,
          merchantId: attribution.merchantId ?? null,
          merchantSubId: attribution.merchantSubId ?? null,
          sourceType: input.sourceType ?? attribution.sourceType ?? null,
          // The store's clock, not the database's: the partner report counts sign-ups by this month.
          createdAt: now(),
          passwordChangedAt: now(),
        });
        return ok({ email });
      });
    },

    /**
     * A log-in (PRODUCT.md#passwords): the try is counted before its password is checked, and
     * answers with the session token and the browser's renewed known-device key.
     */
    async login(input: { email: string; password: string; client: Client }): Promise<AccountOutcome<{ email: string; token: string; deviceKey: string }>> {
      const email = normalizeEmail(input.email);
      const device = knownDevice(deps.deviceSecret, input.client.deviceKey, email, now());
      const attemptId = await claimAttempt(email, input.client.ip, device);
      if (attemptId === null) return no("LOGIN_THROTTLED");
      const account = await repo.accountOf(db, email);
      // The same work whether or not the address has an account.
      const matches = await passwordMatches(account?.passwordHash ?? (await dummyHash()), input.password);
      if (matches === null) {
        // Not judged: the try is not a failure.
        await repo.deleteFailure(db, attemptId);
        return no("PASSWORD_BUSY");
      }
      if (!account || !matches) return no("INVALID_CREDENTIALS");
      // Only someone who knows the password learns the account is blocked, as for staff (docs/CONSOLE.md).
      if (account.blockedAt) {
        await repo.deleteFailure(db, attemptId);
        return no("ACCOUNT_BLOCKED");
      }
      const userAgent = input.client.userAgent?.slice(0, 300) ?? null;
      return db.transaction(async (tx) => {
        await repo.deleteFailure(tx, attemptId);
        const seen = await repo.sessionsSeen(tx, account.id, userAgent);
        const token = await openSession(tx, account.id, "accountLogin", input.client);
        // The first sign-in after sign-up is expected; later ones from an unseen browser are told.
        if (seen.any > 0 && seen.same === 0) {
          const at = now();
          await enqueueMail(tx, { to: email, lang: account.lang, template: { kind: "new-device", when: utcMinute(at), device: describeDevice(input.client.userAgent) } }, at);
        }
        return ok({ email, token, deviceKey: deviceKeyFor(email, input.client.deviceKey) });
      });
    },

    /**
     * First step of a guest log-in (PRODUCT.md#guest-log-in): the guest of this device (made on
     * its first visit, with its partner attribution) and a check token for the second step.
     */
    async guestCheck(input: {
      auth: GuestAuth;
      captchaAnswer: string;
      lang: Lang;
      client: Client;
      /** As a trusted proxy names it; null when none does. */
      country: string | null;
    }): Promise<AccountOutcome<{ checkToken: string; email: string | null }>> {
      const { max: allowance, windowMs } = GUEST_LOGINS_WITHOUT_CAPTCHA;
      // The limiter is only ever hit here, by a log-in that goes on to succeed unless this very
      // count asks for a captcha it lacks: the count is of log-ins, and needs no peek.
      // The proxy's word first; else the address's country in the offline database.
      const country = input.country ?? deps.countryOf?.(input.client.ip) ?? null;
      const captchaNeeded =
        countryNeedsCaptcha(country, deps.baseCountry) || !(await deps.limiter.hit(`guest-ip:${input.client.ip}`, allowance, windowMs)).allowed;
      if (captchaNeeded && !(input.captchaAnswer && (await deps.captcha.verify(input.captchaAnswer, input.client.ip)))) {
        return no("RT_NOBEL_ERROR_10029");
      }
      const user = await repo.guestOfDevice(db, {
        id: newId(),
        kind: "guest",
        lang: input.lang,
        deviceIdHash: sha256(input.auth.d),
        merchantId: input.auth.c ?? null,
        merchantSubId: input.auth.cs ?? null,
      });
      if (await repo.isBlocked(db, user.id)) return no("ACCOUNT_BLOCKED");
      const checkToken = newCheckToken();
      const at = now();
      await repo.insertCheckToken(db, {
        tokenHash: sha256(checkToken),
        userId: user.id,
        newGuest: user.created,
        createdAt: at,
        expiresAt: new Date(at.getTime() + CHECK_TOKEN_TTL_MS),
      });
      return ok({ checkToken, email: user.email });
    },

    /**
     * Second step: the check token, used up, opens a guest session. `email` is what the first
     * step answered (empty for a guest without one); another one refuses the log-in.
     */
    async guestLogin(input: { checkToken: string; email: string; sourceType?: string; client: Client }): Promise<AccountOutcome<{ email: string | null; token: string }>> {
      const claimed = await repo.claimCheckToken(db, sha256(input.checkToken), now());
      if (!claimed) return no("GUEST_TOKEN_INVALID");
      const email = await repo.emailOfUser(db, claimed.userId);
      if (input.email && normalizeEmail(input.email) !== email) return no("GUEST_TOKEN_INVALID");
      if (await repo.isBlocked(db, claimed.userId)) return no("ACCOUNT_BLOCKED");
      if (claimed.newGuest && input.sourceType) await repo.setSourceTypeOnce(db, claimed.userId, input.sourceType);
      return ok({ email, token: await openSession(db, claimed.userId, "guestLogin", input.client) });
    },

    /** The session a token names, if it is valid, unrevoked and unexpired. */
    async authenticate(token: string | undefined): Promise<Session | null> {
      if (!token) return null;
      const at = now();
      const claims = await deps.tokens.read(token, at);
      if (!claims) return null;
      return repo.liveSession(db, claims.sessionId, claims.userId, at);
    },

    async logout(session: Session): Promise<void> {
      await repo.revokeSession(db, session.sessionId, now());
    },

    /** The live sessions of the signed-in user, newest first (the security page). */
    async listSessions(session: Session): Promise<SessionListing[]> {
      const rows = await repo.liveSessionsOf(db, session.userId, now(), 100);
      return rows.map((r) => sessionListing(r, session.sessionId));
    },

    /** "Sign out everywhere": every session of the user ends, this one included. */
    async logoutEverywhere(session: Session): Promise<void> {
      await repo.revokeSessionsOf(db, session.userId, now());
    },

    /**
     * A forgotten password: the FINDPASSWORD code sets a new one and ends every session. The code
     * proves the mailbox, so the browser becomes a known device of the address (its key is
     * answered): the way in for an owner whose address is being guessed at (PRODUCT.md#passwords).
     */
    async resetPassword(input: { email: string; code: string; password: string; lang: Lang; deviceKey?: string }): Promise<AccountOutcome<{ deviceKey: string }>> {
      const email = normalizeEmail(input.email);
      const problem = passwordProblem(input.password);
      if (problem) return no(problem);
      const passwordHash = await hashPassword(input.password);
      if (passwordHash === null) return no("PASSWORD_BUSY");
      return underEmailLock(email, async (tx) => {
        const codeProblem = await verifyCode(tx, email, "FINDPASSWORD", input.code, true);
        if (codeProblem) return no(codeProblem);
        const account = await repo.accountOf(tx, email);
        // A live FINDPASSWORD code exists only for an address with an account.
        if (!account) return no("CODE_INVALID");
        const at = now();
        await repo.setPassword(tx, account.id, passwordHash, at);
        await repo.revokeSessionsOf(tx, account.id, at);
        await enqueueMail(tx, { to: email, lang: input.lang, template: { kind: "password-changed", when: utcMinute(at) } }, at);
        return ok({ deviceKey: deviceKeyFor(email, input.deviceKey) });
      });
    },

    /** Change of password by a signed-in account: every other session ends. */
    async updatePassword(session: Session, input: { oldPassword: string; password: string; lang: Lang }): Promise<AccountOutcome<null>> {
      if (session.loginType !== "accountLogin" || !session.email) return no("SESSION_REQUIRED");
      const problem = passwordProblem(input.password);
      if (problem) return no(problem);
      const account = await repo.accountOf(db, session.email);
      if (!account) return no("WRONG_PASSWORD");
      const matches = await passwordMatches(account.passwordHash!, input.oldPassword);
      if (matches === null) return no("PASSWORD_BUSY");
      if (!matches) return no("WRONG_PASSWORD");
      const passwordHash = await hashPassword(input.password);
      if (passwordHash === null) return no("PASSWORD_BUSY");
      const at = now();
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, account.id, passwordHash, at);
        await repo.revokeSessionsOf(tx, account.id, at, session.sessionId);
        await enqueueMail(tx, { to: session.email!, lang: input.lang, template: { kind: "password-changed", when: utcMinute(at) } }, at);
      });
      return ok(null);
    },

    // --- Privacy self-service (PRODUCT.md#privacy-self-service): the account's part ---------

    /**
     * Mails a DELETEACCOUNT code to the signed-in account's own address, in the account's
     * language, with the wait and the limits of every code.
     */
    async sendDeletionCode(session: Session, client: Client): Promise<AccountOutcome<null>> {
      if (session.loginType !== "accountLogin" || !session.email) return no("SESSION_REQUIRED");
      return issueCode({ email: session.email, codeType: "DELETEACCOUNT", lang: session.lang, client });
    },

    /**
     * Takes the address's lock in the caller's transaction: log-ins, codes and sign-ups of the
     * address wait until it ends. The first lock a deletion takes (docs/CHECKOUT.md#exactly-once).
     */
    lockAddress: (tx: Transaction, email: string): Promise<unknown> => repo.lockEmail(tx, normalizeEmail(email)),

    /**
     * Checks the DELETEACCOUNT code in the caller's transaction, under lockAddress: a wrong try
     * counts (five end the code), a right one is used up. The problem, or null when it is right.
     */
    useDeletionCode: (tx: Tx, email: string, code: string): Promise<AccountError | null> => verifyCode(tx, normalizeEmail(email), "DELETEACCOUNT", code, true),

    /**
     * Erases the account in the caller's transaction (accounts-repository eraseAccount) and
     * queues, in the account's language, the mail that says it is done: the last one the
     * address gets for this account.
     */
    /**
     * Holds an account for the caller's transaction (a row lock in share mode): true while it is
     * an account, false once deleted. A deletion locks the same row for update before its checks,
     * so a recharge placed in the same instant either waits for the deletion and is refused, or
     * commits first and the deletion sees it pending and refuses.
     */
    holdAccount: (tx: Tx, userId: string): Promise<boolean> => repo.lockAccountRow(tx, userId, "share"),
    /** The addresses of these users (accounts, and guests who left one), by user id: the console names a review's buyer by it, masked. */
    emailsOf: (userIds: readonly string[]): Promise<Map<string, string>> => repo.emailsOfUsers(db, userIds),
    /** A guest's contact address (null: it left none); null when the user is not a guest (the checkout's link-key buyer). */
    guestContact: (userId: string) => repo.guestContact(db, userId),
    /**
     * Records the address a guest typed at checkout, so signing up with it later keeps the guest's
     * orders (PRODUCT.md#guest-log-in): only when the guest has none and no one else holds it. An
     * address that already has an account stays on the order alone, and the buyer is not told.
     */
    rememberGuestEmail: (userId: string, email: string) => repo.rememberGuestEmail(db, userId, normalizeEmail(email)),
    /** The deletion's lock on the account row (after lockAddress, before the wallet's). */
    lockAccountForDeletion: (tx: Tx, userId: string): Promise<boolean> => repo.lockAccountRow(tx, userId, "update"),

    async forget(tx: Tx, who: { userId: string; email: string }): Promise<void> {
      const email = normalizeEmail(who.email);
      const account = await repo.accountOf(tx, email);
      const at = now();
      // A fresh random id: nothing of the address survives in the placeholder, and ".invalid"
      // (RFC 2606) can never be delivered, whatever code might one day mail it.
      await repo.eraseAccount(tx, { userId: who.userId, email }, `deleted-${newId()}@deleted.invalid`, at);
      if (account) await enqueueMail(tx, { to: email, lang: account.lang, template: { kind: "account-deleted", when: utcMinute(at) } }, at);
    },

    /**
     * For the operator console's order search and order page (docs/CONSOLE.md#orders), which
     * check the member's permission first: the user holding an address (any kind), and who a
     * set of users are. Never a hash, a device or a session.
     */
    userByEmail: (email: string) => repo.userByEmail(db, normalizeEmail(email)),
    async contactsOf(userIds: readonly string[]): Promise<Map<string, { email: string | null; kind: "account" | "guest" | "deleted" }>> {
      const rows = await repo.contactsOf(db, userIds);
      return new Map(rows.map((r) => [r.id, { email: r.email, kind: r.kind }]));
    },

    /** The account's section of its data export. */
    async exportFor(userId: string): Promise<DataExportSections["account"] | null> {
      const user = await repo.userForExport(db, userId);
      if (!user || user.kind !== "account" || !user.email) return null;
      return accountExport({ ...user, email: user.email }, await repo.allSessionsOf(db, userId));
    },

    // --- The operator console's customers (docs/CONSOLE.md#customers) -------------------------
    // Permissions are the customers domain's to check: these only read and write what they say.

    /** Customers by address (exact, or beginning with it) or by id: accounts and guests, at most `limit`. */
    async findCustomers(query: { email: string; prefix: boolean } | { ids: readonly string[] }, limit: number): Promise<CustomerFacts[]> {
      const rows = "ids" in query ? await repo.customersById(db, query.ids) : await repo.customersByEmail(db, normalizeEmail(query.email), query.prefix, limit);
      return rows.slice(0, limit);
    },
    /** One user as the console shows it, or null. */
    async customer(userId: string): Promise<CustomerFacts | null> {
      const [row] = await repo.customersById(db, [userId]);
      return row ?? null;
    },
    /** A user's live sessions, newest first. */
    async liveSessionsOf(userId: string): Promise<{ id: string; loginType: LoginType; createdAt: Date; userAgent: string | null }[]> {
      return repo.liveSessionsOf(db, userId, now(), 100);
    },
    /** Ends every session of the user, in the caller's transaction (an operator's "sign out everywhere", a block). */
    endSessionsOf: (tx: Tx, userId: string): Promise<void> => repo.revokeSessionsOf(tx, userId, now()),
    /**
     * Blocks (or unblocks) the user in the caller's transaction; a block ends every session. The
     * state before, or null when there is no such user.
     */
    async setBlocked(tx: Tx, userId: string, blocked: boolean): Promise<{ wasBlocked: boolean; kind: CustomerFacts["kind"] } | null> {
      const at = now();
      const before = await repo.setBlocked(tx, userId, blocked ? at : null);
      if (!before) return null;
      if (blocked) await repo.revokeSessionsOf(tx, userId, at);
      return { wasBlocked: before.blockedAt !== null, kind: before.kind };
    },
    /** Whether the user is blocked, read in the caller's transaction (the checkout asks before placing). */
    isBlocked: (tx: Tx, userId: string): Promise<boolean> => repo.isBlocked(tx, userId, true),
    /** Whether the buyer is blocked and which partner brought them, read in the caller's transaction (placing an order). */
    buyerAtOrder: (tx: Tx, userId: string) => repo.buyerAtOrder(tx, userId),
    /** The accounts a partner brought, signed up in [from, until), by month and sub id (the partner report). */
    referredSignups: (merchantId: number, from: Date, until: Date) => repo.referredSignups(db, merchantId, from, until),

    /** Seconds to wait before another code may be sent to this address (the dialog's countdown). */
    async resendWaitSeconds(emailInput: string, type: CodeType): Promise<number> {
      const last = await repo.latestCode(db, normalizeEmail(emailInput), type);
      return Math.ceil(resendWaitMs(last?.createdAt ?? null, now()) / 1000);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
