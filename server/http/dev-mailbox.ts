/**
 * `/dev/mailbox` (NODE_ENV=development with the outbox transport only): the newest mails the
 * store wrote, so a developer can sign up without a mail server. Never mounted in production,
 * where the outbox may hold real people's codes.
 */
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../../shared/html.ts";
import type { Mailer } from "../adapters/mail/mailer.ts";

export function registerDevMailbox(app: FastifyInstance, mailer: Mailer, env: "development" | "production" | "test") {
  const outbox = mailer.outbox;
  if (env !== "development" || !outbox) return;
  app.get("/dev/mailbox", async (_req, reply) => {
    const mails = await outbox.latest(50);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${escapeHtml(m.date)} · ${escapeHtml(m.file)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join("\n<hr>\n");
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Mailbox (development)</title></head><body><h1>Mailbox (development only)</h1><p>The ${mails.length} newest messages of the outbox, newest first.</p>${items || "<p>No mail yet.</p>"}</body></html>`,
      );
  });
}
