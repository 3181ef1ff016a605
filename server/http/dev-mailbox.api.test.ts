import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createOutboxMailer } from "../adapters/mail/outbox-mailer.ts";
import { registerDevMailbox } from "./dev-mailbox.ts";

async function mailboxIn(env: "development" | "production" | "test") {
  const mailer = createOutboxMailer(path.join(os.tmpdir(), `roamwell-outbox-${randomBytes(4).toString("hex")}`), "Store <no-reply@example.com>");
  await mailer.send({ to: "ana@example.com", subject: "Ihr Code <1234>", text: "Ihr Code:\n\n    123456" });
  const app = Fastify();
  registerDevMailbox(app, mailer, env);
  return app.inject("/dev/mailbox");
}

describe("/dev/mailbox", () => {
  it("lists the outbox in development, escaped", async () => {
    const res = await mailboxIn("development");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Ihr Code &lt;1234&gt;");
    expect(res.body).toContain("123456");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("does not exist in production or tests", async () => {
    expect((await mailboxIn("production")).statusCode).toBe(404);
    expect((await mailboxIn("test")).statusCode).toBe(404);
  });
});
