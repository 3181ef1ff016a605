/**
 * Members of staff for API tests of console actions, made through the staff domain's own doors:
 * the first owner from create-owner's link, everyone else invited by that owner and set up from
 * the mailed link, each with a TOTP code of the test's clock. What a console page gets from a
 * session (`{ staffId, roles }`) is what the tests hand the services.
 */
import type { StaffRole } from "../../server/domain/staff/index.ts";
import { totpCode } from "../../server/domain/staff/second-factor.ts";
import type { TestApp } from "./test-app.ts";

export interface TestMember {
  staffId: string;
  email: string;
  roles: StaffRole[];
}

const PASSWORD = "Harbour lights at 6";
let emails = 0;
const newEmail = () => `member${++emails}.${Date.now().toString(36)}@staff.roamwell.test`;
let addresses = 0;
/** A client address of its own per call, so per-address limits bite only where a test means it. */
export const staffClient = () => ({ ip: `198.51.100.${(++addresses % 250) + 1}`, userAgent: "Vitest" });

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }, what: string): T {
  if (!outcome.ok) throw new Error(`${what} refused: ${outcome.code}`);
  return outcome.obj;
}

/** Members for one test app (one database): the owner is made once, on first use. */
export function staffMembers(t: TestApp, clock: () => Date) {
  const staff = () => t.services.staff;

  async function setUp(token: string): Promise<{ id: string; email: string }> {
    const setup = expectOk(await staff().beginSetup(token), "set-up");
    const accepted = expectOk(await staff().acceptInvite({ token, password: PASSWORD, code: totpCode(setup.secret, clock()), client: staffClient() }), "accepting the invitation");
    return accepted.staff;
  }

  let first: Promise<TestMember> | null = null;
  /** The store's owner. */
  function owner(): Promise<TestMember> {
    first ??= (async () => {
      const made = await setUp(expectOk(await staff().createOwner(newEmail()), "create-owner").token);
      return { staffId: made.id, email: made.email, roles: ["owner"] as StaffRole[] };
    })();
    return first;
  }

  /** A member holding `roles`, invited by the owner and set up from the mailed link. */
  async function member(roles: StaffRole[]): Promise<TestMember> {
    if (roles.length === 1 && roles[0] === "owner") return owner();
    const email = newEmail();
    expectOk(await staff().invite((await owner()).staffId, { email, roles, lang: "en" }, staffClient()), "invitation");
    await t.services.mailWorker.runOnce();
    const token = t.sentMail
      .filter((m) => m.to === email)
      .at(-1)
      ?.text.match(/\/admin\/setup\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    const made = await setUp(token);
    return { staffId: made.id, email: made.email, roles };
  }

  /** One client address for every call of a test that checks what the audit log keeps of it. */
  const client = { ip: "198.51.100.7", userAgent: "Vitest" };
  return { owner, member, client };
}

/** The name the refund tests know these steps by. */
export const staffSteps = staffMembers;
