import { describe, expect, it } from "vitest";
import { INVITE_TTL_MS, inviteState, SESSION_IDLE_MS, SESSION_LIFETIME_MS, sessionState, setupLink } from "./staff-rules.ts";

const T0 = new Date("2026-11-29T09:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe("console sessions", () => {
  const session = { revokedAt: null, expiresAt: at(SESSION_LIFETIME_MS), lastSeenAt: T0 };

  it("live until 30 minutes pass without a request", () => {
    expect(SESSION_IDLE_MS).toBe(30 * 60_000);
    expect(sessionState(session, at(SESSION_IDLE_MS - 1))).toBe("live");
    expect(sessionState(session, at(SESSION_IDLE_MS))).toBe("idle");
  });

  it("end 12 hours after sign-in however busy, and at once when signed out", () => {
    expect(SESSION_LIFETIME_MS).toBe(12 * 3_600_000);
    const busy = { ...session, lastSeenAt: at(SESSION_LIFETIME_MS - 1000) };
    expect(sessionState(busy, at(SESSION_LIFETIME_MS - 1))).toBe("live");
    expect(sessionState(busy, at(SESSION_LIFETIME_MS))).toBe("expired");
    expect(sessionState({ ...session, revokedAt: T0 }, T0)).toBe("revoked");
  });
});

describe("invitations", () => {
  const invite = { acceptedAt: null, revokedAt: null, expiresAt: at(INVITE_TTL_MS) };

  it("work for 72 hours, once, unless a newer one replaced them", () => {
    expect(INVITE_TTL_MS).toBe(72 * 3_600_000);
    expect(inviteState(invite, at(INVITE_TTL_MS - 1))).toBe("live");
    expect(inviteState(invite, at(INVITE_TTL_MS))).toBe("expired");
    expect(inviteState({ ...invite, acceptedAt: T0 }, T0)).toBe("accepted");
    expect(inviteState({ ...invite, revokedAt: T0 }, T0)).toBe("revoked");
  });

  it("link to the console's set-up page", () => {
    expect(setupLink("https://shop.example", "a_b-C")).toBe("https://shop.example/admin/setup?token=a_b-C");
  });
});
