/**
 * Members of staff for the tests of console actions in other domains (a refund, say), set up as
 * a real member is (docs/CONSOLE.md): the owner through create-owner and its set-up link, the
 * others invited by the owner by mail, each with a password and a first TOTP code.
 */
import { randomBytes } from "node:crypto";
import type { StaffRole } from "../../server/domain/staff/index.ts";
import { totpCode } from "../../server/domain/staff/second-factor.ts";
import type { TestApp } from "./test-app.ts";

export interface TestMember {
  staffId: string;
  email: string;
  roles: StaffRole[];
}

const PASSWORD = "Harbour lights at 6";
let members = 0;
const newEmail = () => `member${++members}.${randomBytes(3).toString("hex")}@staff.roamwell.test`;
const client = () => ({ ip: "198.51.100.7", userAgent: "Vitest" });

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }, what: string): T {
  if (!outcome.ok) throw new Error(`${what} refused: ${outcome.code}`);
  return outcome.obj;
}

/** `now` is the app's clock: the first code must be the current one for it. */
export function staffSteps(t: TestApp, now: () => Date) {
  const staff = () => t.services.staff;

  async function setUp(token: string): Promise<TestMember> {
    const setup = expectOk(await staff().beginSetup(token), "set-up");
    const accepted = expectOk(await staff().acceptInvite({ token, password: PASSWORD, code: totpCode(setup.secret, now()), client: client() }), "acceptance");
    return { staffId: accepted.staff.id, email: accepted.staff.email, roles: accepted.staff.roles };
  }

  let firstOwner: Promise<TestMember> | null = null;
  /** The store's owner, made once for the app. */
  function owner(): Promise<TestMember> {
    firstOwner ??= (async () => setUp(expectOk(await staff().createOwner(newEmail()), "create-owner").token))();
    return firstOwner;
  }

  /** A member holding `roles`, invited by the owner and set up from the invitation mail's link. */
  async function member(roles: StaffRole[]): Promise<TestMember> {
    const email = newEmail();
    expectOk(await staff().invite((await owner()).staffId, { email, roles, lang: "en" }, client()), "invitation");
    await t.services.mailWorker.runOnce();
    const token = t.sentMail.filter((m) => m.to === email).at(-1)?.text.match(/\/admin\/setup\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return setUp(token);
  }

  return { owner, member };
}
