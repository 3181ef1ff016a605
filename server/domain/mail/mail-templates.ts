/**
 * The e-mails the store sends: each template renders in the recipient's language as plain text
 * and as simple, accessible HTML (one column, real text; the only picture is an eSIM's QR code,
 * with its alternative text, and the plain text says in words where to find it), from the same strings.
 */
import { iosInstallLink } from "../../../shared/esim/activation-rules.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { escapeHtml } from "../../../shared/html.ts";
import { formatMoney, isCurrencyCode } from "../../../shared/money.ts";
import type { MailAttachment } from "../../adapters/mail/mailer.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import type { MailTexts } from "../../messages/mail/en.ts";
import { qrPng } from "./qr-png.ts";

export type MailTemplate =
  /** DELETEACCOUNT: asked by a signed-in account, so its warning differs (PRODUCT.md#privacy-self-service). */
  | { kind: "verify-code"; codeType: "REGISTER" | "FINDPASSWORD" | "DELETEACCOUNT"; code: string; minutes: number }
  | { kind: "already-registered" }
  | { kind: "password-changed"; when: string }
  | { kind: "new-device"; when: string; device: string }
  /** The account was deleted by its holder: sent to the address it had, the last mail about it. */
  | { kind: "account-deleted"; when: string }
  /** To the person who sent the partnership form, in their language, with a copy of the message. */
  | { kind: "partnership-received"; name: string; company: string; message: string }
  /** To the partnerships inbox; replies go to the enquirer. */
  | { kind: "partnership-lead"; leadId: string; name: string; company: string; contactEmail: string; website: string; partnerType: string; leadLang: string; message: string }
  /**
   * The eSIM of a paid order: QR code, iOS one-tap link, manual details, install steps, the
   * order's link, and where to top it up (`topupLink`: the store's top-up page with the same key,
   * which lets a guest in and asks an account to sign in; absent for daily plans, and in mails
   * queued before top-ups existed).
   */
  | { kind: "esim-delivered"; orderNo: string; link: string; activationCode: string; smdpAddress: string; matchingId: string; iccid: string; topupLink?: string }
  /** Provisioning failed for good: the order was refunded. */
  | { kind: "esim-not-delivered"; orderNo: string }
  /** A paid top-up could not be added to its eSIM: it was refunded (docs/WALLET.md#top-ups). */
  | { kind: "topup-not-applied"; orderNo: string }
  /** What was paid for an order or a balance recharge, and how (server/domain/checkout/receipts.ts). */
  | ReceiptTemplate
  /** Money sent back, once it has left (server/domain/checkout/refunds.ts): how much went where, and when it arrives. */
  | RefundTemplate
  /**
   * To the operator: the prepaid balance at the supplier (its name as the operator knows it) is
   * below the alert threshold, both in UsdE4 (server/domain/supply/low-balance-alert.ts).
   */
  | { kind: "supplier-low-balance"; supplier: string; balanceE4: number; thresholdE4: number }
  /**
   * An owner invited someone to the staff (server/domain/staff/): the one-time set-up link, who
   * sent it, and for how many hours it works.
   */
  | { kind: "staff-invite"; link: string; invitedBy: string; hours: number };

/** What a receipt lists; the words of an eSIM or a top-up are already in the mail's language. */
export type ReceiptItem =
  | { type: "esim"; title: string }
  | { type: "topup"; iccidEnd: string; adds: string }
  | { type: "recharge"; payMinor: number; creditMinor: number };

/**
 * A receipt: USD minor units, as charged. `listMinor` is the price before the campaign and the
 * promo code took their parts off; `display` is what the buyer saw the total as, in the
 * currency they chose (null when that was USD).
 */
export type ReceiptTemplate = {
  kind: "receipt";
  /** The order's or the recharge's number (RW.., RC..). */
  number: string;
  /** When it was paid, ISO 8601. */
  paidAt: string;
  item: ReceiptItem;
  listMinor: number;
  campaignMinor: number;
  promoMinor: number;
  balanceMinor: number;
  cardMinor: number;
  totalMinor: number;
  display: { currency: string; minor: number } | null;
};

/**
 * A refund, in USD minor units: `cardMinor` went back to the card the payment was made with (the
 * provider confirmed it), `balanceMinor` to the buyer's balance (at once); either may be zero.
 * `of` says what `number` names: an order (RW.., an eSIM or a top-up) or a balance recharge (RC..).
 */
export type RefundTemplate = {
  kind: "refund";
  of: "order" | "recharge";
  number: string;
  cardMinor: number;
  balanceMinor: number;
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Images the HTML shows by `cid:` (the eSIM's QR code). */
  attachments?: MailAttachment[];
}

export interface MailBrand {
  name: string;
  supportEmail: string;
  /** Who sells, as receipts print it (STORE_LEGAL_NAME, STORE_ADDRESS); without it a receipt names the brand. */
  seller?: { legalName: string; address: string | null };
}

export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

type Key = keyof MailTexts;

/** One line of a receipt's table: a label of the language and its value; `strong` for the total. */
interface Row<L> {
  label: L;
  value: string;
  strong?: boolean;
}

/**
 * Parts of a template, in reading order: a text of the language; a heading; a text whose lines
 * are the items of a list; a `code` shown large and spaced for copying; a `quote` of what someone
 * typed, shown as it is (never read for placeholders); `details` to copy (a label of the
 * language, a value as it is); `rows` of a table (a receipt's lines: label, value); a `button`
 * linking to `href`; a `qr` code of a text, an inline picture (`name`.png) of the HTML version
 * only. `only` keeps a part to one version: the plain text cannot show a picture, so it says in
 * words what the picture would.
 */
type Part = (
  | { text: Key }
  | { heading: Key }
  | { list: Key; ordered?: boolean }
  | { code: string }
  | { quote: string }
  | { details: [Key, string][] }
  | { rows: Row<Key>[] }
  | { button: Key; href: string }
  | { qr: string; alt: Key; name: string }
) & { only?: "html" | "text" };

interface Template {
  subject: Key;
  body: Part[];
  replyTo?: string;
  /** Placeholders worded for this template (amounts already formatted), beside the template's own fields. */
  vars?: Record<string, string>;
}

/** The date and time of a receipt in the language's own way, in UTC (the label says so). */
function receiptTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));
}

/**
 * A receipt's lines. Amounts in USD, the currency charged, as the store shows money
 * (shared/money.ts: two decimals, never rounded); the total also in the buyer's display
 * currency, marked as approximate.
 */
function receiptParts(r: ReceiptTemplate, lang: Lang, brand: MailBrand): Template {
  const texts = MAIL_TEXTS[lang];
  const usd = (minor: number) => formatMoney(minor, "USD", lang);
  const item =
    r.item.type === "esim"
      ? fill(texts["receipt.item.esim"], { title: r.item.title })
      : r.item.type === "topup"
        ? fill(texts["receipt.item.topup"], { iccidEnd: r.item.iccidEnd, adds: r.item.adds })
        : fill(texts["receipt.item.recharge"], { pay: usd(r.item.payMinor), credit: usd(r.item.creditMinor) });
  const display = r.display && isCurrencyCode(r.display.currency) && r.display.currency !== "USD" ? formatMoney(r.display.minor, r.display.currency, lang) : null;
  const rows: Row<Key>[] = [
    // Who was paid, as the receipt page prints it: its legal name and, when configured, its address.
    { label: "receipt.seller", value: [brand.seller?.legalName ?? brand.name, brand.seller?.address].filter(Boolean).join("\n") },
    { label: "receipt.number", value: r.number },
    { label: "receipt.date", value: receiptTime(r.paidAt, lang) },
    { label: "receipt.item", value: item },
  ];
  // The list price and what came off it, only when something did.
  if (r.campaignMinor > 0 || r.promoMinor > 0) {
    rows.push({ label: "receipt.list", value: usd(r.listMinor) });
    if (r.campaignMinor > 0) rows.push({ label: "receipt.campaign", value: usd(-r.campaignMinor) });
    if (r.promoMinor > 0) rows.push({ label: "receipt.promo", value: usd(-r.promoMinor) });
  }
  if (r.balanceMinor > 0) rows.push({ label: "receipt.balance", value: usd(r.balanceMinor) });
  if (r.cardMinor > 0) rows.push({ label: "receipt.card", value: usd(r.cardMinor) });
  const total = display ? fill(texts["receipt.approx"], { amount: usd(r.totalMinor), display }) : usd(r.totalMinor);
  rows.push({ label: "receipt.total", value: total, strong: true });
  const recharge = r.item.type === "recharge";
  return {
    subject: recharge ? "receipt.recharge.subject" : "receipt.order.subject",
    body: [
      { text: recharge ? "receipt.recharge.intro" : "receipt.order.intro" },
      { rows },
      { text: "receipt.usd" },
      ...(display ? [{ text: "receipt.about" } as const] : []),
      { text: "receipt.help" },
    ],
  };
}

/**
 * A refund's lines: what went back to the card and to the balance, each when not zero, and the
 * total; then when each part arrives. Amounts in USD, as charged.
 */
function refundParts(r: RefundTemplate, lang: Lang): Template {
  const usd = (minor: number) => formatMoney(minor, "USD", lang);
  const rows: Row<Key>[] = [];
  if (r.cardMinor > 0) rows.push({ label: "refund.card", value: usd(r.cardMinor) });
  if (r.balanceMinor > 0) rows.push({ label: "refund.balance", value: usd(r.balanceMinor) });
  rows.push({ label: "refund.total", value: usd(r.cardMinor + r.balanceMinor), strong: true });
  const recharge = r.of === "recharge";
  return {
    subject: recharge ? "refund.recharge.subject" : "refund.order.subject",
    vars: { amount: usd(r.cardMinor + r.balanceMinor) },
    body: [
      { text: recharge ? "refund.recharge.intro" : "refund.order.intro" },
      { rows },
      ...(r.cardMinor > 0 ? [{ text: "refund.card.when" } as const] : []),
      ...(r.balanceMinor > 0 ? [{ text: "refund.balance.when" } as const] : []),
      { text: "receipt.usd" },
      { text: "refund.help" },
    ],
  };
}

function parts(template: MailTemplate, brand: MailBrand, lang: Lang): Template {
  switch (template.kind) {
    case "verify-code":
      return {
        subject: `code.${template.codeType}.subject`,
        body: [
          { text: `code.${template.codeType}.intro` },
          { code: template.code },
          { text: "code.expiry" },
          // Only a signed-in session asks for a deletion code: one the holder did not ask for means someone else is signed in.
          { text: template.codeType === "DELETEACCOUNT" ? "code.DELETEACCOUNT.warning" : "code.ignore" },
        ],
      };
    case "already-registered":
      return { subject: "registered.subject", body: [{ text: "registered.body" }, { text: "registered.ignore" }] };
    case "password-changed":
      return { subject: "passwordChanged.subject", body: [{ text: "passwordChanged.body" }, { text: "passwordChanged.help" }] };
    case "new-device":
      return { subject: "newDevice.subject", body: [{ text: "newDevice.body" }, { text: "newDevice.help" }] };
    case "account-deleted":
      return { subject: "accountDeleted.subject", body: [{ text: "accountDeleted.body" }, { text: "accountDeleted.kept" }, { text: "accountDeleted.help" }] };
    case "partnership-received":
      return {
        subject: "partnershipReceived.subject",
        body: [{ text: "partnershipReceived.body" }, { text: "partnershipReceived.copy" }, { quote: template.message }],
      };
    case "partnership-lead":
      return {
        subject: "partnershipLead.subject",
        body: [{ text: "partnershipLead.intro" }, { text: "partnershipLead.fields" }, { quote: template.message }],
        replyTo: template.contactEmail,
      };
    case "esim-delivered":
      return {
        subject: "delivered.subject",
        body: [
          { text: "delivered.intro" },
          { heading: "delivered.qr.heading" },
          { text: "delivered.qr.html", only: "html" },
          { qr: template.activationCode, alt: "delivered.qr.alt", name: `esim-${template.orderNo}` },
          { text: "delivered.qr.text", only: "text" },
          { heading: "delivered.ios.heading" },
          { text: "delivered.ios.oneTap" },
          { button: "delivered.ios.button", href: iosInstallLink(template.activationCode) },
          { text: "delivered.ios.or" },
          { list: "delivered.ios.steps", ordered: true },
          { heading: "delivered.android.heading" },
          { list: "delivered.android.steps" },
          { heading: "delivered.manual.heading" },
          { text: "delivered.manual.intro" },
          {
            details: [
              ["delivered.manual.smdp", template.smdpAddress],
              ["delivered.manual.matchingId", template.matchingId],
              ["delivered.manual.lpa", template.activationCode],
              ["delivered.manual.iccid", template.iccid],
            ],
          },
          { heading: "delivered.travel.heading" },
          { list: "delivered.travel.tips" },
          { heading: "delivered.order.heading" },
          { text: "delivered.order.intro" },
          { button: "delivered.order.button", href: template.link },
          { text: "delivered.order.keep" },
          ...(template.topupLink
            ? ([{ heading: "delivered.topup.heading" }, { text: "delivered.topup.intro" }, { button: "delivered.topup.button", href: template.topupLink }] satisfies Part[])
            : []),
          { text: "delivered.help" },
        ],
        // The mail invites a reply; the sender address may be a no-reply one.
        replyTo: brand.supportEmail,
      };
    case "esim-not-delivered":
      return {
        subject: "notDelivered.subject",
        body: [{ text: "notDelivered.body" }, { text: "notDelivered.refund" }, { text: "notDelivered.help" }],
        replyTo: brand.supportEmail,
      };
    case "receipt":
      // Questions about a payment are answered by support, whatever the sender address.
      return { ...receiptParts(template, lang, brand), replyTo: brand.supportEmail };
    case "refund":
      // Questions about money are answered by support, whatever the sender address.
      return { ...refundParts(template, lang), replyTo: brand.supportEmail };
    case "supplier-low-balance": {
      // Whole cents, rounded down: the balance is never shown as more than it is.
      const usd = (e4: number) => formatMoney(Math.floor(e4 / 100), "USD", lang);
      return {
        subject: "lowBalance.subject",
        vars: { balance: usd(template.balanceE4), threshold: usd(template.thresholdE4) },
        body: [{ text: "lowBalance.intro" }, { text: "lowBalance.effect" }, { text: "lowBalance.action" }],
      };
    }
    case "staff-invite":
      return {
        subject: "staffInvite.subject",
        body: [
          { text: "staffInvite.intro" },
          { button: "staffInvite.button", href: template.link },
          { text: "staffInvite.steps" },
          { text: "staffInvite.expiry" },
          { text: "staffInvite.ignore" },
        ],
      };
    case "topup-not-applied":
      return {
        subject: "topupFailed.subject",
        body: [{ text: "topupFailed.body" }, { text: "topupFailed.refund" }, { text: "topupFailed.help" }],
        replyTo: brand.supportEmail,
      };
  }
}

/** A part with its texts filled in and its picture made. */
type Block = (
  | { text: string }
  | { heading: string }
  | { list: string[]; ordered: boolean }
  | { code: string }
  | { quote: string }
  | { details: [string, string][] }
  | { rows: Row<string>[] }
  | { button: string; href: string }
  | { image: { cid: string; alt: string; width: number } }
) & { only?: "html" | "text" };

function blockText(b: Block): string | null {
  if ("image" in b) return null;
  if ("code" in b) return `    ${b.code}`;
  if ("quote" in b) return b.quote.replace(/^/gm, "> ");
  if ("list" in b) return b.list.map((item, i) => `${b.ordered ? `${i + 1}.` : "-"} ${item}`).join("\n");
  // Label on its own line and the value indented below it: no punctuation to get wrong in any script.
  if ("details" in b) return b.details.map(([label, value]) => `${label}\n    ${value}`).join("\n");
  // The same shape for a receipt's lines: no column to align across scripts of different widths.
  if ("rows" in b) return b.rows.map(({ label, value }) => `${label}\n    ${value.replace(/\n/g, "\n    ")}`).join("\n");
  if ("button" in b) return `${b.button}\n${b.href}`;
  return "heading" in b ? b.heading : b.text;
}

const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");
const VALUE_STYLE = "margin:0 0 12px;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:15px;word-break:break-all";
// White on blue-700: 6.7:1, readable as link text in any client that drops the background too.
const BUTTON_STYLE = "display:inline-block;background:#1d4ed8;color:#ffffff;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:8px";
const IMAGE_STYLE = "display:inline-block;border:0;max-width:100%;height:auto";

function blockHtml(b: Block): string {
  if ("code" in b) return `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:24px 0">${escapeHtml(b.code)}</p>`;
  if ("quote" in b) {
    return `<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #c9d3e0;white-space:pre-wrap">${lines(b.quote)}</blockquote>`;
  }
  if ("heading" in b) return `<h2 style="font-size:18px;line-height:1.3;margin:32px 0 8px">${escapeHtml(b.heading)}</h2>`;
  if ("list" in b) {
    const tag = b.ordered ? "ol" : "ul";
    return `<${tag} style="margin:0 0 16px;padding:0 0 0 24px">${b.list.map((item) => `<li style="margin:0 0 8px">${lines(item)}</li>`).join("")}</${tag}>`;
  }
  if ("details" in b) {
    const rows = b.details.map(([label, value]) => `<dt style="font-size:14px;color:#4a5568">${escapeHtml(label)}</dt><dd style="${VALUE_STYLE}">${escapeHtml(value)}</dd>`);
    return `<dl style="margin:0 0 16px">${rows.join("")}</dl>`;
  }
  if ("rows" in b) {
    const rows = b.rows.map(({ label, value, strong }) => {
      const cell = `padding:8px 0;vertical-align:top;${strong ? "font-weight:700;border-top:2px solid #14213d" : "border-top:1px solid #e2e8f0"}`;
      return `<tr><th scope="row" style="${cell};text-align:left;${strong ? "" : "font-weight:400;"}color:#14213d">${escapeHtml(label)}</th><td style="${cell};padding-left:16px;text-align:right">${lines(value)}</td></tr>`;
    });
    return `<table style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows.join("")}</table>`;
  }
  if ("button" in b) {
    return `<p style="margin:0 0 16px"><a href="${escapeHtml(b.href)}" style="${BUTTON_STYLE}">${escapeHtml(b.button)}</a></p>`;
  }
  if ("image" in b) {
    const { cid, alt, width } = b.image;
    const img = `<img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${width}" height="${width}" style="${IMAGE_STYLE}">`;
    return `<p style="margin:0 0 16px;text-align:center">${img}</p>`;
  }
  return `<p style="margin:0 0 16px">${lines(b.text)}</p>`;
}

/** A Content-ID unique to the picture and in the sender's domain, as RFC 2392 asks. */
function contentId(name: string, brand: MailBrand): string {
  const domain = brand.supportEmail.split("@").at(-1) || "mail.invalid";
  return `${name}@${domain}`;
}

/**
 * Renders a template in `lang`. Asynchronous because the QR code's PNG is; the worker sends the
 * result as it is, attachments included.
 */
export async function renderMail(template: MailTemplate, lang: Lang, brand: MailBrand): Promise<RenderedMail> {
  const texts = MAIL_TEXTS[lang];
  // A template's own fields are placeholders of its texts (a receipt's nested lines are worded in `parts`).
  const own = Object.entries(template).filter((e): e is [string, string | number] => typeof e[1] === "string" || typeof e[1] === "number");
  const { subject, body, replyTo, vars: worded } = parts(template, brand, lang);
  const vars: Record<string, string | number> = { ...Object.fromEntries(own), ...worded, brand: brand.name, supportEmail: brand.supportEmail };
  const say = (key: Key) => fill(texts[key], vars);
  const attachments: MailAttachment[] = [];
  const blocks: Block[] = [];
  const signature: Part = { text: "signature" };
  for (const part of [...body, signature]) {
    const only = part.only ? { only: part.only } : {};
    if ("qr" in part) {
      const { png, width } = await qrPng(part.qr);
      const name = part.name.replace(/[^\w.-]/g, "");
      const cid = contentId(name, brand);
      attachments.push({ filename: `${name}.png`, contentType: "image/png", content: png, cid });
      blocks.push({ image: { cid, alt: say(part.alt), width }, only: "html" });
    } else if ("text" in part) blocks.push({ text: say(part.text), ...only });
    else if ("heading" in part) blocks.push({ heading: say(part.heading), ...only });
    // One item a line; a line may not itself break.
    else if ("list" in part) blocks.push({ list: say(part.list).split("\n"), ordered: part.ordered === true, ...only });
    else if ("details" in part) blocks.push({ details: part.details.map(([label, value]) => [say(label), value]), ...only });
    else if ("rows" in part) blocks.push({ rows: part.rows.map((row) => ({ ...row, label: say(row.label) })), ...only });
    else if ("button" in part) blocks.push({ button: say(part.button), href: part.href, ...only });
    else blocks.push(part);
  }
  const text = blocks
    .filter((b) => b.only !== "html")
    .map(blockText)
    .filter((t) => t !== null)
    .join("\n\n");
  const htmlBody = blocks
    .filter((b) => b.only !== "text")
    .map(blockHtml)
    .join("\n");
  // One line, whatever a form field held: a subject is a mail header.
  const subjectText = say(subject).replace(/\s*[\r\n]+\s*/g, " ");
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subjectText)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#14213d;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
${htmlBody}
</div></body></html>`;
  return { subject: subjectText, text, html, ...(replyTo ? { replyTo } : {}), ...(attachments.length ? { attachments } : {}) };
}
