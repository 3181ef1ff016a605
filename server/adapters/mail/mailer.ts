/** The mail port: what the domain may ask of e-mail. Implementations: outbox (default), SMTP. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`, for clients that show it. */
  html?: string;
  replyTo?: string;
}

export interface OutboxEntry {
  file: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The outbox transport only: the newest messages written, for the development mailbox. */
  outbox?: { latest(limit: number): Promise<OutboxEntry[]> };
}
