/** The mail port: what the domain may ask of e-mail. Implementations: outbox (default), SMTP. */

/**
 * A file sent with a message. With a `cid` it is an image the HTML shows in place
 * (`<img src="cid:...">`), sent inline in a multipart/related part, not as a download.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`, for clients that show it. */
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
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
