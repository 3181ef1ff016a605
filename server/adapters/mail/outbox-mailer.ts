/**
 * Offline default transport: each message is written as an RFC 822 `.eml` file in the outbox
 * directory (open it with any mail client). Written to a temporary name and renamed, so a
 * reader never sees half a message. Attachments with a content id (the eSIM's QR code) go into
 * a multipart/related part beside the HTML, as nodemailer composes them for SMTP too.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { readEml } from "./eml.ts";
import type { Mailer } from "./mailer.ts";

export function createOutboxMailer(dir: string, from: string): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
      const tmp = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(tmp, info.message as Buffer);
      await fs.rename(tmp, path.join(dir, name));
    },
    outbox: {
      async latest(limit) {
        const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
        // Names start with an ISO time, so the newest sort last.
        const newest = files.sort().reverse().slice(0, limit);
        return Promise.all(newest.map(async (file) => ({ file, ...readEml(await fs.readFile(path.join(dir, file), "utf8")) })));
      },
    },
  };
}
