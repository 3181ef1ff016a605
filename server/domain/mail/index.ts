/** Mail (docs/ARCHITECTURE.md#domains): the durable outbox queue, its worker, and the templates in every language. */
export { createMailWorker, enqueueMail, type MailWorker } from "./mail-queue.ts";
export { mailQueueDepth, mailsAbout, type MailRecord } from "./mail-reads.ts";
export { fill, renderMail, type MailBrand, type MailTemplate, type ReceiptItem, type ReceiptTemplate, type RefundTemplate, type RenderedMail } from "./mail-templates.ts";
