/**
 * The e-mails the store sends: each template renders in the recipient's language as plain text
 * and as simple, accessible HTML (one column, real text, no images), from the same strings.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import type { MailTexts } from "../../messages/mail/en.ts";

export type MailTemplate =
  | { kind: "verify-code"; codeType: "REGISTER" | "FINDPASSWORD"; code: string; minutes: number }
  | { kind: "already-registered" }
  | { kind: "password-changed"; when: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailBrand {
  name: string;
  supportEmail: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** Paragraphs of a template; a `code` paragraph is shown large and spaced for copying. */
type Part = { text: keyof MailTexts } | { code: string };

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
  }
}

export function renderMail(template: MailTemplate, lang: Lang, brand: MailBrand): RenderedMail {
  const texts = MAIL_TEXTS[lang];
  const vars: Record<string, string | number> = { ...template, brand: brand.name, supportEmail: brand.supportEmail };
  const { subject, body } = parts(template);
  const paragraphs: ({ code: string } | { text: string })[] = [...body, { text: "signature" as const }].map((p) => ("code" in p ? { code: p.code } : { text: fill(texts[p.text], vars) }));
  const text = paragraphs.map((p) => ("code" in p ? `    ${p.code}` : p.text)).join("\n\n");
  const htmlBody = paragraphs
    .map((p) =>
      "code" in p
        ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:24px 0">${escapeHtml(p.code)}</p>`
        : `<p style="margin:0 0 16px">${escapeHtml(p.text)}</p>`,
    )
    .join("\n");
  const subjectText = fill(texts[subject], vars);
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subjectText)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#14213d;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
${htmlBody}
</div></body></html>`;
  return { subject: subjectText, text, html };
}
