/** The mail port: what the domain may ask of e-mail. Implementations: outbox (default), SMTP. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`, for clients that show it. */
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
