/**
 * The shared answer to errors no route answered: no error text reaches the client (a failed
 * query's message holds its SQL), and an unreachable database or Redis is a 503 with Retry-After
 * in the request's language, however the driver or Drizzle wrapped it.
 */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { isRedisUnavailable } from "../redis-client.ts";
import { jsonFaultHandler, pageFaultHandler } from "./faults.ts";

const unavailable = (err: unknown) => isDatabaseUnavailable(err) || isRedisUnavailable(err);

/** As Drizzle wraps a driver's error: its own message is the query and its parameters. */
const drizzleWrapped = (cause: object) =>
  Object.assign(new Error('Failed query: select "id" from "sandbox_sessions" where "id" = $1\nparams: \u0000'), { cause });

const ERRORS: Record<string, unknown> = {
  "a query the database refused": drizzleWrapped(Object.assign(new Error("invalid byte sequence for encoding \"UTF8\": 0x00"), { code: "22021" })),
  "a plain bug": new TypeError("Cannot read properties of undefined (reading 'select ')"),
};
const OUTAGES: Record<string, unknown> = {
  "connection refused": Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
  "a session ended by the administrator, wrapped by Drizzle": drizzleWrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })),
  "the server shutting down": Object.assign(new Error("the database system is shutting down"), { code: "57P03" }),
  "a connection exception (class 08)": drizzleWrapped(Object.assign(new Error("connection failure"), { code: "08006" })),
  "too many connections": Object.assign(new Error("sorry, too many clients already"), { code: "53300" }),
  "pg's ended connection": drizzleWrapped(new Error("Connection terminated unexpectedly")),
  "pg's connection timeout": new Error("timeout exceeded when trying to connect"),
  "Redis without a connection": new Error("Stream isn't writeable and enableOfflineQueue options is false"),
  "a Redis command that timed out": new Error("Command timed out"),
};

async function answer(error: unknown, handler: "json" | "page", lang = "en") {
  const app = Fastify();
  app.setErrorHandler(handler === "json" ? jsonFaultHandler({ unavailable }) : pageFaultHandler({ unavailable, langOfPage: () => "de" }));
  app.get("/boom", async () => {
    throw error;
  });
  const res = await app.inject({ url: "/boom", headers: { "accept-language": lang } });
  await app.close();
  return res;
}

describe("an error no route answered", () => {
  for (const [name, error] of Object.entries(ERRORS)) {
    it(`is a 500 without details: ${name}`, async () => {
      const res = await answer(error, "json");
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: "INTERNAL", success: false });
      expect(res.body).not.toMatch(/select|Failed query|params|Cannot read|\s{4}at /i);
    });
  }

  for (const [name, error] of Object.entries(OUTAGES)) {
    it(`is a 503 "try again" with Retry-After: ${name}`, async () => {
      const res = await answer(error, "json", "ja");
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", success: false, msg: "ただいまストアを一時的にご利用いただけません。数秒後にもう一度お試しください。" });
    });
  }

  it("is a page in the page's language for pages", async () => {
    const res = await answer(OUTAGES["connection refused"], "page");
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain("Der Shop ist gerade kurz nicht verfügbar.");
  });

  it("does not take a query's own error, a unique violation or a missing row, for an outage", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(drizzleWrapped(Object.assign(new Error("syntax error"), { code: "42601" })))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
