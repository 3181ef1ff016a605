/**
 * Members of staff for tests of console actions (docs/CONSOLE.md): the first owner through
 * create-owner and its set-up link, the others invited by that owner from the mail the store
 * sends, each set up with a TOTP code at the app's clock and answered as a live console session.
 */
import { randomBytes } from "node:crypto";
import { totpCode } from "../../server/domain/staff/second-factor.ts";
import type { StaffRole, StaffSession } from "../../server/domain/staff/index.ts";
import type { TestApp } from "./test-app.ts";

const PASSWORD = "Harbour lights at 6";
let emails = 0;
const newEmail = () => `member${++emails}.${randomBytes(3).toString("hex")}@staff.roamwell.test`;

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }, what: string): T {
  if (!outcome.ok) throw new Error(`${what} refused: ${outcome.code}`);
  return outcome.obj;
}

/** `now` is the app's clock (the codes must be current there). */
export function staffMembers(t: TestApp, now: () => Date) {
  const staff = () => t.services.staff;
  const client = { ip: "198.51.100.7", userAgent: "Vitest" };

  async function setUp(token: string): Promise<StaffSession> {
    const setup = expectOk(await staff().beginSetup(token), "set-up page");
    const accepted = expectOk(await staff().acceptInvite({ token, password: PASSWORD, code: totpCode(setup.secret, now()), client }), "set-up");
    const session = await staff().session(accepted.token);
    if (!session) throw new Error("no session after set-up");
    return session;
  }

  let owner: Promise<StaffSession> | null = null;
  const members = {
    client,
    /** The store's owner, made once per app. */
    owner(): Promise<StaffSession> {
      owner ??= (async () => setUp(expectOk(await staff().createOwner(newEmail()), "create-owner").token))();
      return owner;
    },
    /** A new member with `roles`, invited by the owner and set up. */
    async member(roles: StaffRole[]): Promise<StaffSession> {
      const email = newEmail();
      expectOk(await staff().invite((await members.owner()).staffId, { email, roles, lang: "en" }, client), "invitation");
      await t.services.mailWorker.runOnce();
      const token = t.sentMail.filter((m) => m.to === email).at(-1)?.text.match(/\/admin\/setup\?token=([\w-]+)/)?.[1];
      if (!token) throw new Error(`no invitation mailed to ${email}`);
      return setUp(token);
    },
  };
  return members;
}
