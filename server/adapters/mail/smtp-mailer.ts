/**
 * SMTP transport (any provider) through nodemailer; chosen with MAIL_TRANSPORT=smtp. The message
 * goes as the port gives it: nodemailer takes `attachments` (with `cid` for inline pictures) as is.
 */
import nodemailer from "nodemailer";
import type { Mailer } from "./mailer.ts";

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
