/**
 * The operator's side of promo codes as the console does it (docs/CONSOLE.md#promo-codes): only a
 * member allowed `promos.edit` creates or disables a code, a refusal changes nothing, and each
 * change writes its `promo.created` / `promo.disabled` audit entry with the code, in the same
 * transaction (a refused or repeated change records nothing). The command line acts as no one.
 */
// @both-engines: the code and its audit entry are written in one transaction, proven on each engine.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { promoCodes } from "../../db/schema.ts";
import { useTestApp } from "../../../tests/support/test-app.ts";
import { totpCode } from "../staff/second-factor.ts";
import type { StaffRole } from "../staff/index.ts";
import type { NewPromo, PromoChangedBy } from "./index.ts";

const clock = new Date("2026-12-01T09:00:00Z");
const t = useTestApp({ clock: () => clock });
const staff = () => t.services.staff;
const promos = () => t.services.promos;

const ADDRESS = "198.51.100.7";
let emails = 0;
const newEmail = () => `promos${++emails}.${Date.now().toString(36)}@staff.roamwell.test`;
const newCode = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex").toUpperCase()}`;

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}

/** Opens a set-up link and accepts it with the offered secret's current code: a member with a session. */
async function setUp(token: string) {
  const setup = expectOk(await staff().beginSetup(token));
  const accepted = expectOk(await staff().acceptInvite({ token, password: "Harbour lights at 6", code: totpCode(setup.secret, clock), client: { ip: ADDRESS } }));
  return { staffId: accepted.staff.id, roles: accepted.staff.roles as readonly string[] };
}

let firstOwner: ReturnType<typeof setUp> | null = null;
const owner = () => (firstOwner ??= (async () => setUp(expectOk(await staff().createOwner(newEmail())).token))());

/** A member with `roles`, invited by the owner and set up. */
async function member(roles: StaffRole[]) {
  const email = newEmail();
  expectOk(await staff().invite((await owner()).staffId, { email, roles, lang: "en" }, { ip: ADDRESS }));
  await t.services.mailWorker.runOnce();
  const token = t.sentMail.filter((m) => m.to === email).at(-1)?.text.match(/\/admin\/setup\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return setUp(token);
}

const by = (actor: { staffId: string; roles: readonly string[] }): PromoChangedBy => ({ actor, address: ADDRESS });
const terms = (code: string, more: Partial<NewPromo> = {}): NewPromo => ({
  code,
  kind: "PERCENT",
  value: 10,
  maxUses: 100,
  perUserLimit: 1,
  newCustomersOnly: true,
  minOrderMinor: 1500,
  startsAt: null,
  expiresAt: new Date("2027-01-01T00:00:00Z"),
  ...more,
});

/** The audit entries of a code, oldest first, as an owner reads the log. */
async function auditOf(code: string) {
  const entries = expectOk(await staff().auditEntries({ roles: ["owner"] }, { action: "promo.", targetId: code, limit: 100 }));
  return entries.reverse();
}
const rowOf = async (code: string) => (await t.services.database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0];

describe("promo codes changed from the console", () => {
  it("are refused to a member without promos.edit, changing and recording nothing", async () => {
    const support = await member(["support"]);
    const code = newCode("NOPE");
    expect(await promos().create(terms(code), by(support))).toEqual({ ok: false, problem: { code: "STAFF_FORBIDDEN" } });
    expect(await rowOf(code)).toBeUndefined();

    const existing = newCode("KEEP");
    expect(await promos().create(terms(existing), by(await owner()))).toMatchObject({ ok: true });
    expect(await promos().disable(existing, by(support))).toEqual({ ok: false, problem: { code: "STAFF_FORBIDDEN" } });
    expect((await rowOf(existing))?.disabledAt).toBeNull();
    expect((await auditOf(existing)).map((e) => e.action)).toEqual(["promo.created"]);
    expect(await auditOf(code)).toEqual([]);
  });

  it("write promo.created and promo.disabled with the member, the code, its terms and the address; a repeat records nothing", async () => {
    const catalogue = await member(["catalogue"]);
    const code = newCode("TEN");
    const created = await promos().create(terms(code.toLowerCase()), by(catalogue));
    expect(created).toMatchObject({ ok: true, promo: { code, kind: "PERCENT", value: 10 } });
    expect(await promos().create(terms(code), by(catalogue))).toEqual({ ok: false, problem: { code: "PROMO_CODE_EXISTS", promoCode: code } });

    expect(await promos().disable(code, by(catalogue))).toMatchObject({ ok: true, result: "disabled" });
    expect(await promos().disable(code, by(catalogue))).toMatchObject({ ok: true, result: "already" });
    expect(await promos().disable(newCode("GONE"), by(catalogue))).toMatchObject({ ok: false, problem: { code: "PROMO_NOT_FOUND" } });

    const entries = await auditOf(code);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: "promo.created",
      staffId: catalogue.staffId,
      targetKind: "promo",
      targetId: code,
      before: null,
      after: { kind: "PERCENT", value: 10, maxUses: 100, perUserLimit: 1, newCustomersOnly: true, minOrderMinor: 1500, startsAt: null, expiresAt: "2027-01-01T00:00:00.000Z" },
      address: ADDRESS,
      at: clock,
    });
    expect(entries[1]).toMatchObject({
      action: "promo.disabled",
      staffId: catalogue.staffId,
      targetId: code,
      before: { disabledAt: null },
      after: { disabledAt: clock.toISOString() },
      address: ADDRESS,
    });
  });

  it("refuse terms that make no valid code with a code and its values, recording nothing", async () => {
    const code = newCode("BAD");
    expect(await promos().create(terms(code, { kind: "FIXED", value: 0 }), by(await owner()))).toEqual({
      ok: false,
      problem: { code: "PROMO_AMOUNT_RANGE", kind: "FIXED", value: 0, maxMinor: 1_000_000_000 },
    });
    expect(await promos().create(terms(code, { expiresAt: new Date(clock.getTime() - 1) }), by(await owner()))).toEqual({ ok: false, problem: { code: "PROMO_ALREADY_ENDED" } });
    expect(await rowOf(code)).toBeUndefined();
    expect(await auditOf(code)).toEqual([]);
  });
});

describe("promo codes changed from the command line", () => {
  it("are recorded with no member and no address", async () => {
    const code = newCode("CLI");
    expect(await promos().create(terms(code))).toMatchObject({ ok: true });
    expect(await promos().disable(code)).toMatchObject({ ok: true, result: "disabled" });
    const entries = await auditOf(code);
    expect(entries.map((e) => [e.action, e.staffId, e.address])).toEqual([
      ["promo.created", null, null],
      ["promo.disabled", null, null],
    ]);
  });
});
