/**
 * The e-mails the store sends: each template renders in the recipient's language as plain text
 * and as simple, accessible HTML (one column, real text, no images), from the same strings.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import { escapeHtml } from "../../../shared/html.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import type { MailTexts } from "../../messages/mail/en.ts";

export type MailTemplate =
  | { kind: "verify-code"; codeType: "REGISTER" | "FINDPASSWORD"; code: string; minutes: number }
  | { kind: "already-registered" }
  | { kind: "password-changed"; when: string }
  | { kind: "new-device"; when: string; device: string }
  /** To the person who sent the partnership form, in their language, with a copy of the message. */
  | { kind: "partnership-received"; name: string; company: string; message: string }
  /** To the partnerships inbox; replies go to the enquirer. */
  | { kind: "partnership-lead"; leadId: string; name: string; company: string; contactEmail: string; website: string; partnerType: string; leadLang: string; message: string }
  /** The eSIM of a paid order: QR code, iOS one-tap link, manual details, install steps, the order's link. */
  | { kind: "esim-delivered"; orderNo: string; link: string; activationCode: string; smdpAddress: string; matchingId: string; iccid: string }
  /** Provisioning failed for good: the order was refunded. */
  | { kind: "esim-not-delivered"; orderNo: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface MailBrand {
  name: string;
  supportEmail: string;
}

function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/**
 * Paragraphs of a template: a text of the language; a `code` shown large and spaced for copying;
 * a `quote` of what someone typed, shown as it is (never read for placeholders).
 */
type Part = { text: keyof MailTexts } | { code: string } | { quote: string };

function parts(template: MailTemplate): { subject: keyof MailTexts; body: Part[] } {
  switch (template.kind) {
    case "verify-code":
      return {
        subject: `code.${template.codeType}.subject`,
        body: [{ text: `code.${template.codeType}.intro` }, { code: template.code }, { text: "code.expiry" }, { text: "code.ignore" }],
      };
    case "already-registered":
      return { subject: "registered.subject", body: [{ text: "registered.body" }, { text: "registered.ignore" }] };
    case "password-changed":
      return { subject: "passwordChanged.subject", body: [{ text: "passwordChanged.body" }, { text: "passwordChanged.help" }] };
    case "new-device":
      return { subject: "newDevice.subject", body: [{ text: "newDevice.body" }, { text: "newDevice.help" }] };
    case "partnership-received":
      return {
        subject: "partnershipReceived.subject",
        body: [{ text: "partnershipReceived.body" }, { text: "partnershipReceived.copy" }, { quote: template.message }],
      };
    case "partnership-lead":
      return {
        subject: "partnershipLead.subject",
        body: [{ text: "partnershipLead.intro" }, { text: "partnershipLead.fields" }, { quote: template.message }],
      };
  }
}

type Paragraph = { code: string } | { quote: string } | { text: string };

const paragraphText = (p: Paragraph) => ("code" in p ? `    ${p.code}` : "quote" in p ? p.quote.replace(/^/gm, "> ") : p.text);

function paragraphHtml(p: Paragraph): string {
  if ("code" in p) return `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:24px 0">${escapeHtml(p.code)}</p>`;
  const lines = escapeHtml("quote" in p ? p.quote : p.text).replace(/\r?\n/g, "<br>");
  return "quote" in p
    ? `<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #c9d3e0;white-space:pre-wrap">${lines}</blockquote>`
    : `<p style="margin:0 0 16px">${lines}</p>`;
}

export function renderMail(template: MailTemplate, lang: Lang, brand: MailBrand): RenderedMail {
  const texts = MAIL_TEXTS[lang];
  const vars: Record<string, string | number> = { ...template, brand: brand.name, supportEmail: brand.supportEmail };
  const { subject, body } = parts(template);
  const paragraphs: Paragraph[] = [...body, { text: "signature" as const }].map((p) => ("text" in p ? { text: fill(texts[p.text], vars) } : p));
  const text = paragraphs.map(paragraphText).join("\n\n");
  const htmlBody = paragraphs.map(paragraphHtml).join("\n");
  // One line, whatever a form field held: a subject is a mail header.
  const subjectText = fill(texts[subject], vars).replace(/\s*[\r\n]+\s*/g, " ");
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subjectText)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#14213d;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
${htmlBody}
</div></body></html>`;
  return { subject: subjectText, text, html, ...(template.kind === "partnership-lead" ? { replyTo: template.contactEmail } : {}) };
}
