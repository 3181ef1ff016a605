/**
 * Staff accounts against a real database (docs/CONSOLE.md): the first owner once, invitations
 * and their acceptance with TOTP enrolment, sign-in that always asks for the second factor,
 * wrong and replayed codes, recovery codes used once, the idle time-out, the same answer for an
 * unknown address and a wrong password, disabled members, and what the audit log records.
 */
// @both-engines: the same code or recovery code used by simultaneous sign-ins wins once, under row conditions and advisory locks.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LANGS } from "../../../shared/i18n/locales.ts";
import { auditLog, staff as staffTable, staffInvites, staffRecoveryCodes, staffSessions } from "../../db/schema.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import { useTestApp } from "../../../tests/support/test-app.ts";
import { totpCode } from "./second-factor.ts";
import { INVITE_TTL_MS, SESSION_IDLE_MS, SESSION_LIFETIME_MS, SIGN_IN_LIMITS } from "./staff-rules.ts";
import type { StaffRole } from "./index.ts";

let clock = new Date("2026-12-01T09:00:00Z");
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const t = useTestApp({ clock: () => clock });
const staff = () => t.services.staff;
const db = () => t.services.database.db;

const PASSWORD = "Harbour lights at 6";
let addresses = 0;
/** A client address of its own, so the per-address throttle bites only where a test means it. */
const client = () => ({ ip: `198.51.100.${(++addresses % 250) + 1}`, userAgent: "Vitest" });
let emails = 0;
const newEmail = () => `member${++emails}.${Date.now().toString(36)}@staff.roamwell.test`;

interface Member {
  id: string;
  email: string;
  secret: string;
  token: string;
  recoveryCodes: string[];
}

/** The next 30-second step's code: a member's earlier code is never good again. */
function freshCode(member: Member): string {
  advance(30_000);
  return totpCode(member.secret, clock);
}

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}

/** Opens the set-up page of a link's token and accepts it with the offered secret's current code. */
async function setUp(token: string, password = PASSWORD): Promise<Member> {
  const setup = expectOk(await staff().beginSetup(token));
  const accepted = expectOk(await staff().acceptInvite({ token, password, code: totpCode(setup.secret, clock), client: client() }));
  return { id: accepted.staff.id, email: accepted.staff.email, secret: setup.secret, token: accepted.token, recoveryCodes: accepted.recoveryCodes };
}

/** The set-up token of the last invitation mailed to `email`. */
async function invitationMailedTo(email: string): Promise<string> {
  await t.services.mailWorker.runOnce();
  const mail = t.sentMail.filter((m) => m.to === email).at(-1);
  const token = mail?.text.match(/\/admin\/setup\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

let firstOwner: Promise<Member> | null = null;
/** The store's owner, made once for the file through create-owner and its set-up link. */
function owner(): Promise<Member> {
  firstOwner ??= (async () => setUp(expectOk(await staff().createOwner(newEmail())).token))();
  return firstOwner;
}

/** A member with `roles`, invited by the owner and set up. */
async function member(roles: StaffRole[]): Promise<Member> {
  const email = newEmail();
  expectOk(await staff().invite((await owner()).id, { email, roles, lang: "en" }, client()));
  return setUp(await invitationMailedTo(email));
}

const signIn = (email: string, code: string, password = PASSWORD) => staff().signIn({ email, password, code, client: client() });
const auditOf = (staffId: string) => db().select().from(auditLog).where(eq(auditLog.staffId, staffId)).orderBy(auditLog.id);

describe("the first owner", () => {
  it("is made once: the command's link sets a password and TOTP; a second link replaces the first; afterwards create-owner is refused", async () => {
    expect(await staff().createOwner("not an address")).toEqual({ ok: false, code: "INVALID_EMAIL" });
    const email = newEmail();
    const first = expectOk(await staff().createOwner(`  ${email.toUpperCase()} `));
    expect(first.email).toBe(email);
    expect(first.link).toBe(`${t.config.publicUrl}/admin/setup?token=${first.token}`);
    const second = expectOk(await staff().createOwner(email));
    expect(await staff().beginSetup(first.token)).toEqual({ ok: false, code: "STAFF_INVITE_INVALID" });
    firstOwner = setUp(second.token);
    const made = await firstOwner;
    expect(made.email).toBe(email);
    expect(made.recoveryCodes).toHaveLength(10);
    expect(await staff().session(made.token)).toMatchObject({ staffId: made.id, email, roles: ["owner"] });
    expect(await staff().createOwner(newEmail())).toEqual({ ok: false, code: "STAFF_OWNER_EXISTS" });
    expect(await staff().acceptInvite({ token: second.token, password: PASSWORD, code: totpCode(made.secret, clock), client: client() })).toEqual({
      ok: false,
      code: "STAFF_INVITE_INVALID",
    });
    // The command line acted: no member, no address.
    const [issued] = await db().select().from(auditLog).where(eq(auditLog.targetId, (await db().select().from(staffInvites).where(eq(staffInvites.email, email)))[0].id));
    expect(issued).toMatchObject({ staffId: null, action: "staff.owner-setup-issued", address: null, after: { email, roles: ["owner"] } });
    expect((await auditOf(made.id)).map((e) => e.action)).toEqual(["staff.invite-accepted", "staff.signed-in"]);
  });

  it("keeps no secret in the clear: the TOTP secret sealed, recovery codes and tokens hashed", async () => {
    const made = await owner();
    const [row] = await db().select().from(staffTable).where(eq(staffTable.id, made.id));
    expect(row.totpSecret).not.toContain(made.secret);
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const hashes = (await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, made.id))).map((r) => r.codeHash);
    expect(hashes).toHaveLength(10);
    for (const code of made.recoveryCodes) expect(hashes.join()).not.toContain(code.replace("-", ""));
    const sessions = await db().select().from(staffSessions).where(eq(staffSessions.staffId, made.id));
    expect(sessions.map((s) => s.tokenHash)).not.toContain(made.token);
  });
});

describe("invitations", () => {
  it("an owner's invitation is mailed in the chosen language with the set-up link; the link offers the same secret until it is used", async () => {
    const email = newEmail();
    const sent = expectOk(await staff().invite((await owner()).id, { email, roles: ["finance", "support"], lang: "de" }, client()));
    expect(sent).toMatchObject({ email, roles: ["support", "finance"], expiresAt: new Date(clock.getTime() + INVITE_TTL_MS) });
    const token = await invitationMailedTo(email);
    const mail = t.sentMail.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe(MAIL_TEXTS.de["staffInvite.subject"].replace("{brand}", t.config.brand.name));
    expect(mail.text).toContain((await owner()).email);
    expect(mail.html).toContain(`href="${t.config.publicUrl}/admin/setup?token=${token}"`);
    const once = expectOk(await staff().beginSetup(token));
    const again = expectOk(await staff().beginSetup(token));
    expect(again.secret).toBe(once.secret);
    expect(once).toMatchObject({ email, roles: ["support", "finance"] });
    expect(once.otpauthUri).toContain(`secret=${once.secret}`);
    expect(decodeURIComponent(once.otpauthUri)).toContain(`${t.config.brand.name}:${email}`);
  });

  it("is accepted only with a good password and the offered secret's code; a used, replaced or expired link works no more", async () => {
    const email = newEmail();
    const ownerId = (await owner()).id;
    expectOk(await staff().invite(ownerId, { email, roles: ["catalogue"], lang: "en" }, client()));
    const replaced = await invitationMailedTo(email);
    expectOk(await staff().invite(ownerId, { email, roles: ["catalogue"], lang: "en" }, client()));
    const token = await invitationMailedTo(email);
    expect(await staff().beginSetup(replaced)).toEqual({ ok: false, code: "STAFF_INVITE_INVALID" });
    const { secret } = expectOk(await staff().beginSetup(token));
    const accept = (password: string, code: string) => staff().acceptInvite({ token, password, code, client: client() });
    expect(await accept("short", totpCode(secret, clock))).toEqual({ ok: false, code: "WEAK_PASSWORD" });
    expect(await accept("password123", totpCode(secret, clock))).toEqual({ ok: false, code: "COMMON_PASSWORD" });
    const wrong = totpCode(secret, new Date(clock.getTime() + 10 * 60_000));
    if (wrong !== totpCode(secret, clock)) expect(await accept(PASSWORD, wrong)).toEqual({ ok: false, code: "STAFF_CODE_INVALID" });
    expect(await accept(PASSWORD, "")).toEqual({ ok: false, code: "STAFF_CODE_INVALID" });
    // None of the refusals used the link up.
    const made = expectOk(await accept(PASSWORD, totpCode(secret, clock)));
    expect(made.staff).toMatchObject({ email, roles: ["catalogue"], disabled: false });
    expect(await accept(PASSWORD, freshCode({ secret } as Member))).toEqual({ ok: false, code: "STAFF_INVITE_INVALID" });

    const late = newEmail();
    expectOk(await staff().invite(ownerId, { email: late, roles: ["support"], lang: "en" }, client()));
    const lateToken = await invitationMailedTo(late);
    advance(INVITE_TTL_MS);
    expect(await staff().beginSetup(lateToken)).toEqual({ ok: false, code: "STAFF_INVITE_INVALID" });
  });

  it("is for owners only, for known roles, to an address that is not a member's", async () => {
    const support = await member(["support"]);
    const [sent] = await db().select().from(auditLog).where(eq(auditLog.targetId, (await db().select().from(staffInvites).where(eq(staffInvites.email, support.email)))[0].id));
    expect(sent).toMatchObject({ staffId: (await owner()).id, action: "staff.invited", targetKind: "staff-invite", after: { email: support.email, roles: ["support"] } });
    const entries = await db().$count(auditLog);
    expect(await staff().invite(support.id, { email: newEmail(), roles: ["support"], lang: "en" }, client())).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await staff().invite("not-an-id", { email: newEmail(), roles: ["support"], lang: "en" }, client())).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    const ownerId = (await owner()).id;
    expect(await staff().invite(ownerId, { email: newEmail(), roles: [], lang: "en" }, client())).toEqual({ ok: false, code: "STAFF_ROLES_INVALID" });
    expect(await staff().invite(ownerId, { email: newEmail(), roles: ["admin"], lang: "en" }, client())).toEqual({ ok: false, code: "STAFF_ROLES_INVALID" });
    expect(await staff().invite(ownerId, { email: support.email.toUpperCase(), roles: ["finance"], lang: "en" }, client())).toEqual({ ok: false, code: "STAFF_EMAIL_TAKEN" });
    // A refusal changes nothing, so it records nothing.
    expect(await db().$count(auditLog)).toBe(entries);
  });

  it("an invitation can be mailed in every language", async () => {
    const ownerId = (await owner()).id;
    for (const lang of LANGS) {
      const email = newEmail();
      expectOk(await staff().invite(ownerId, { email, roles: ["partners"], lang }, client()));
      await invitationMailedTo(email);
      expect(t.sentMail.filter((m) => m.to === email).at(-1)!.subject).toBe(MAIL_TEXTS[lang]["staffInvite.subject"].replace("{brand}", t.config.brand.name));
    }
  });
});

describe("signing in", () => {
  it("always needs the second factor: the password alone, or with a wrong code, is refused", async () => {
    const m = await member(["support"]);
    expect(await signIn(m.email, "")).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    const right = freshCode(m);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    expect(await signIn(m.email, wrong)).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    expect(await signIn(m.email, "ABCDE-FGHJK")).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    const done = expectOk(await signIn(` ${m.email.toUpperCase()}`, right));
    expect(done.staff).toMatchObject({ id: m.id, roles: ["support"] });
    const session = await staff().session(done.token);
    expect(session).toMatchObject({ staffId: m.id, email: m.email, roles: ["support"] });
    expect(session!.permissions).toContain("orders.refund");
    expect(session!.permissions).not.toContain("staff.manage");
    expect(staff().can(session!, "orders.refund")).toBe(true);
    expect(staff().can(session!, "prices.edit")).toBe(false);
    expect((await auditOf(m.id)).map((e) => [e.action, e.after])).toEqual([
      ["staff.invite-accepted", expect.anything()],
      ["staff.signed-in", { method: "setup" }],
      ["staff.sign-in-failed", { reason: "code" }],
      ["staff.sign-in-failed", { reason: "code" }],
      ["staff.sign-in-failed", { reason: "code" }],
      ["staff.signed-in", { method: "totp" }],
    ]);
  });

  it("refuses a replayed code: the same code again, even in the same 30 seconds, or an earlier step's after a later one", async () => {
    const m = await member(["finance"]);
    // A second into a 30-second step: the step before and the step after are both inside the window.
    clock = new Date(Math.ceil(clock.getTime() / 30_000) * 30_000 + 1_000);
    const current = totpCode(m.secret, clock);
    const next = totpCode(m.secret, new Date(clock.getTime() + 30_000));
    expectOk(await signIn(m.email, next));
    expect(await signIn(m.email, next)).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    expect(await signIn(m.email, current)).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    advance(20_000);
    expect(await signIn(m.email, next)).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    advance(30_000);
    expectOk(await signIn(m.email, totpCode(m.secret, new Date(clock.getTime() + 30_000))));
    expect((await auditOf(m.id)).filter((e) => e.action === "staff.sign-in-failed").map((e) => e.after)).toEqual(Array(3).fill({ reason: "code" }));
  });

  it("lets one of simultaneous sign-ins with the same code through, and refuses the others", async () => {
    const m = await member(["partners"]);
    const code = freshCode(m);
    const answers = await Promise.all(Array.from({ length: 5 }, () => signIn(m.email, code)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).map((a) => !a.ok && a.code)).toEqual(Array(4).fill("STAFF_SIGN_IN_FAILED"));
  });

  it("takes each recovery code once, as typed, and says how many are left", async () => {
    const m = await member(["catalogue"]);
    const [first, second] = m.recoveryCodes;
    const typed = ` ${first.toLowerCase().replace("-", " ")} `;
    expect(expectOk(await signIn(m.email, typed)).recoveryCodesLeft).toBe(9);
    expect(await signIn(m.email, first)).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    // Another member's code is no code of this one.
    expect(await signIn(m.email, (await owner()).recoveryCodes[0])).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    const racing = await Promise.all(Array.from({ length: 4 }, () => signIn(m.email, second)));
    expect(racing.filter((a) => a.ok)).toHaveLength(1);
    expect(await staff().signIn({ email: m.email, password: "wrong password", code: m.recoveryCodes[2], client: client() })).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    // The wrong password spent nothing: the code still works with the right one.
    expect(expectOk(await signIn(m.email, m.recoveryCodes[2])).recoveryCodesLeft).toBe(7);
    const last = (await auditOf(m.id)).at(-1)!;
    expect(last).toMatchObject({ action: "staff.signed-in", after: { method: "recovery-code", recoveryCodesLeft: 7 } });
  });

  it("answers the same for an unknown address, a wrong password and a wrong code", async () => {
    const m = await member(["support"]);
    const code = freshCode(m);
    const unknown = await staff().signIn({ email: newEmail(), password: PASSWORD, code, client: client() });
    const wrongPassword = await staff().signIn({ email: m.email, password: `${PASSWORD}!`, code, client: client() });
    const wrongCode = await signIn(m.email, "000000" === code ? "111111" : "000000");
    const unknownWithRecovery = await staff().signIn({ email: newEmail(), password: PASSWORD, code: m.recoveryCodes[0], client: client() });
    for (const answer of [unknown, wrongPassword, wrongCode, unknownWithRecovery]) expect(answer).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    // Nothing was spent: the code still signs the member in.
    expectOk(await signIn(m.email, code));
  });

  it("is throttled per address typed, known or not, and per client address, whatever the credentials", async () => {
    const m = await member(["support"]);
    const { perEmail, perIp } = SIGN_IN_LIMITS;
    for (let i = 0; i < perEmail.max; i++) expect(await signIn(m.email, "123456", "wrong")).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    expect(await signIn(m.email, freshCode(m))).toEqual({ ok: false, code: "STAFF_SIGN_IN_THROTTLED" });
    const unknown = newEmail();
    for (let i = 0; i < perEmail.max; i++) await signIn(unknown, "123456");
    expect(await signIn(unknown, "123456")).toEqual({ ok: false, code: "STAFF_SIGN_IN_THROTTLED" });
    const from = { ip: "203.0.113.9" };
    for (let i = 0; i < perIp.max; i++) await staff().signIn({ email: newEmail(), password: "x", code: "123456", client: from });
    expect(await staff().signIn({ email: m.email, password: PASSWORD, code: freshCode(m), client: from })).toEqual({ ok: false, code: "STAFF_SIGN_IN_THROTTLED" });
    advance(Math.max(perEmail.windowMs, perIp.windowMs));
    expectOk(await signIn(m.email, freshCode(m)));
  });
});

describe("sessions", () => {
  it("end after 30 minutes without a request; each request keeps them alive", async () => {
    const m = await member(["support"]);
    const { token } = expectOk(await signIn(m.email, freshCode(m)));
    advance(SESSION_IDLE_MS - 60_000);
    expect(await staff().session(token)).not.toBeNull();
    advance(SESSION_IDLE_MS - 60_000);
    expect(await staff().session(token)).not.toBeNull();
    advance(SESSION_IDLE_MS);
    expect(await staff().session(token)).toBeNull();
    // Once idle, it stays over: asking again does not bring it back.
    advance(60_000);
    expect(await staff().session(token)).toBeNull();
  });

  it("end 12 hours after sign-in however busy, and at sign-out", async () => {
    const m = await member(["finance"]);
    const { token } = expectOk(await signIn(m.email, freshCode(m)));
    const signedInAt = clock;
    while (clock.getTime() + SESSION_IDLE_MS / 2 < signedInAt.getTime() + SESSION_LIFETIME_MS) {
      advance(SESSION_IDLE_MS / 2);
      expect(await staff().session(token)).not.toBeNull();
    }
    advance(SESSION_IDLE_MS / 2);
    expect(await staff().session(token)).toBeNull();
    const again = expectOk(await signIn(m.email, freshCode(m)));
    await staff().signOut(again.token, client());
    await staff().signOut(again.token, client());
    expect(await staff().session(again.token)).toBeNull();
    expect((await auditOf(m.id)).filter((e) => e.action === "staff.signed-out")).toHaveLength(1);
    expect(await staff().session("not a token")).toBeNull();
    expect(await staff().session(undefined)).toBeNull();
  });
});

describe("disabled members", () => {
  it("are signed out and refused, told so only once both factors are right; an owner enables them again", async () => {
    const o = await owner();
    const m = await member(["support"]);
    const { token } = expectOk(await signIn(m.email, freshCode(m)));
    const peer = await member(["support"]);
    expect(await staff().setDisabled(peer.id, m.id, true, client())).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await staff().setDisabled(o.id, o.id, true, client())).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await staff().setDisabled(o.id, "00000000-0000-4000-8000-000000000000", true, client())).toEqual({ ok: false, code: "STAFF_NOT_FOUND" });
    expect(expectOk(await staff().setDisabled(o.id, m.id, true, client())).disabled).toBe(true);
    expect(await staff().session(token)).toBeNull();
    expect(await signIn(m.email, freshCode(m), "wrong password")).toEqual({ ok: false, code: "STAFF_SIGN_IN_FAILED" });
    expect(await signIn(m.email, freshCode(m))).toEqual({ ok: false, code: "STAFF_DISABLED" });
    expect(await signIn(m.email, m.recoveryCodes[0])).toEqual({ ok: false, code: "STAFF_DISABLED" });
    expect(expectOk(await staff().setDisabled(o.id, m.id, false, client())).disabled).toBe(false);
    expect(expectOk(await signIn(m.email, m.recoveryCodes[0])).recoveryCodesLeft).toBe(9);
    const changes = (await db().select().from(auditLog).where(eq(auditLog.targetId, m.id))).filter((e) => e.staffId === o.id);
    expect(changes.map((e) => [e.action, e.before, e.after])).toEqual([
      ["staff.disabled", { disabled: false }, { disabled: true }],
      ["staff.enabled", { disabled: true }, { disabled: false }],
    ]);
  });
});

describe("the audit log", () => {
  it("is read by those allowed audit.read, newest first, and holds no password, code, token or secret", async () => {
    const o = await owner();
    const m = await member(["support"]);
    expect(await staff().auditEntries({ roles: ["support", "finance"] })).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    const page = expectOk(await staff().auditEntries({ roles: ["owner"] }, { limit: 5 }));
    expect(page).toHaveLength(5);
    expect(page.map((e) => e.id)).toEqual([...page.map((e) => e.id)].sort((a, b) => b - a));
    const next = expectOk(await staff().auditEntries({ roles: ["owner"] }, { limit: 5, beforeId: page.at(-1)!.id }));
    expect(next[0].id).toBeLessThan(page.at(-1)!.id);
    const own = expectOk(await staff().auditEntries({ roles: ["owner"] }, { staffId: m.id }));
    expect(own.every((e) => e.staffId === m.id)).toBe(true);
    const everything = JSON.stringify(await db().select().from(auditLog));
    for (const secret of [PASSWORD, o.secret, m.secret, o.token, m.token, ...o.recoveryCodes, ...m.recoveryCodes]) expect(everything).not.toContain(secret);
    for (const entry of await db().select().from(auditLog)) expect(entry.address === null || /^\d+\.\d+\.\d+\.\d+$/.test(entry.address)).toBe(true);
  });

  it("is searched by action (or its beginning), target and UTC time, and exported in batches with the same search", async () => {
    const o = await owner();
    const m = await member(["finance"]);
    const from = new Date(clock.getTime() - 1);
    await signIn(m.email, "000000");
    const failed = expectOk(await staff().auditEntries({ roles: ["owner"] }, { action: "staff.sign-in-f", from }));
    expect(failed.map((e) => [e.action, e.targetId, e.staffEmail])).toEqual([["staff.sign-in-failed", m.id, m.email]]);
    expect(expectOk(await staff().auditEntries({ roles: ["owner"] }, { targetId: m.id, to: from })).map((e) => e.action)).not.toContain("staff.sign-in-failed");
    // A LIKE wildcard typed in the search is a character, not a pattern.
    expect(expectOk(await staff().auditEntries({ roles: ["owner"] }, { action: "%" }))).toEqual([]);
    const exported = [];
    for await (const batch of staff().auditExport({ roles: ["owner"] }, { targetId: m.id })) exported.push(...batch);
    expect(exported.map((e) => e.id)).toEqual(expectOk(await staff().auditEntries({ roles: ["owner"] }, { targetId: m.id })).map((e) => e.id));
    const refused = [];
    for await (const batch of staff().auditExport({ roles: ["finance"] }, {})) refused.push(...batch);
    expect(refused).toEqual([]);
    void o;
  });
});

describe("the console's team page and forms", () => {
  it("lists the members and the invitations waiting, for owners only", async () => {
    const o = await owner();
    const waiting = newEmail();
    expectOk(await staff().invite(o.id, { email: waiting, roles: ["partners"], lang: "de" }, client()));
    expect(await staff().team({ roles: ["support", "finance", "catalogue", "partners"] })).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    const team = expectOk(await staff().team({ roles: ["owner"] }));
    expect(team.members.map((m) => m.email)).toContain(o.email);
    expect(team.invites.find((i) => i.email === waiting)).toMatchObject({ roles: ["partners"] });
    advance(INVITE_TTL_MS + 1);
    expect(expectOk(await staff().team({ roles: ["owner"] })).invites.find((i) => i.email === waiting)).toBeUndefined();
  });

  it("gives each session's forms a key of its own, checked in constant time", async () => {
    const o = await owner();
    const key = staff().formKey(o.token);
    expect(staff().formKeyMatches(o.token, key)).toBe(true);
    expect(staff().formKeyMatches(`${o.token}x`, key)).toBe(false);
    expect(staff().formKeyMatches(o.token, key.slice(1))).toBe(false);
    expect(staff().formKeyMatches(o.token, null)).toBe(false);
  });
});
