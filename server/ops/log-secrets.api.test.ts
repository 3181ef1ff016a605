/**
 * What the log keeps of a whole purchase (docs/OPERATIONS.md#logs): one line a request with its
 * id, route pattern, status and time, and never a secret. A traveller signs up with the mailed
 * code and a password, logs in, buys with a card on the payment page, opens the mailed links; a
 * guest buys too. Every line the app and its services wrote, at the debug level, is searched for
 * each secret that went by.
 */
import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { requestLogSerializer } from "../http/supplier-webhook-routes.ts";
import { CARDS, PUBLIC_URL, useCheckoutApp } from "../../tests/support/checkout.ts";
import { accountSteps, newEmail, PASSWORD } from "../../tests/support/accounts.ts";

const SESSION_SECRET = "log-test-session-secret-0123456789abcdefghij";
const lines: string[] = [];
const log = pino(
  { level: "debug", serializers: { req: requestLogSerializer } },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }),
);
const c = useCheckoutApp({ env: { SESSION_SECRET }, loggerInstance: log });
const { t } = c;
const FIVE_GB = { area: "japan", plan: "5gb-30-days" };

describe("the log of a whole purchase", () => {
  it("has a line per request with its id, route, status and time, and no token, code, password, card number, link key or webhook secret", async () => {
    const steps = accountSteps(t);
    const secrets: Array<[string, string]> = [["password", PASSWORD], ["session secret", SESSION_SECRET]];
    // The sandbox signs its webhooks with a key derived from the session secret (server/services.ts).
    secrets.push(["webhook secret", createHash("sha256").update(`sandbox-webhook\u0000${SESSION_SECRET}`).digest("hex")]);

    const email = newEmail();
    await steps.sendRegisterCode(email, PASSWORD);
    const code = await steps.codeMailedTo(email);
    secrets.push(["sign-up code", code]);
    await steps.register(email, PASSWORD, code);
    const { token } = (await steps.logIn(email)).obj!;
    secrets.push(["session token", token]);
    await c.buy(token, FIVE_GB);

    const guest = await c.guest();
    secrets.push(["guest token", guest]);
    const { order } = await c.buy(guest, { ...FIVE_GB, email: `guest.${Date.now()}@example.com` });
    // The links the mails carry: their keys open an order or a receipt without signing in.
    const links = t.sentMail.flatMap((m) => [...m.text.matchAll(/https?:\/\/\S+[?&]key=([\w-]+)/g)]);
    expect(links.length).toBeGreaterThan(0);
    for (const [link, key] of links) {
      secrets.push(["link key", key!]);
      await t.app.inject({ url: link!.replace(PUBLIC_URL, "") });
    }
    for (const w of c.webhooks) for (const [name, value] of Object.entries(w.headers)) if (/signature/i.test(name)) secrets.push(["webhook signature", value]);
    secrets.push(["card number", CARDS.succeeds], ["card number", CARDS.succeeds.replace(/ /g, "")]);

    const written = lines.join("");
    for (const [what, secret] of secrets) {
      // A six-digit code must not be found inside a longer number (a time, an id).
      const found = what === "sign-up code" ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(written) : written.includes(secret);
      expect(found, `${what} in the log`).toBe(false);
    }

    const requests = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === "request completed");
    expect(requests.length).toBeGreaterThan(10);
    for (const line of requests) {
      expect(line).toMatchObject({ reqId: expect.any(String), route: expect.any(String), res: { statusCode: expect.any(Number) }, responseTime: expect.any(Number) });
    }
    expect(requests.some((l) => l.route === "/v1.1/execute/payment")).toBe(true);
    // The mailed links were logged, their keys left out.
    expect(written).toContain("key=…");
    expect(order.orderNo).toBeTruthy();
  });
});
