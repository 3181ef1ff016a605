/**
 * The sandbox's hosted pages as plain server-rendered HTML: the card form, the 3-D Secure
 * challenge and the short message pages (paid, expired, refunded, not found). No JavaScript:
 * the forms post and the server answers with a page or a redirect. Styles sit in one <style>
 * carrying the request's CSP nonce, since the store's policy allows no other inline style.
 */
import { escapeHtml } from "../../../../shared/html.ts";
import type { Lang } from "../../../../shared/i18n/locales.ts";
import { formatMoney, isCurrencyCode } from "../../../../shared/money.ts";
import { fill, SANDBOX_TEXTS, type SandboxTexts } from "./sandbox-texts.ts";
import { TEST_CARDS, type CardField, type CardProblem } from "./test-cards.ts";

export interface PageFrame {
  lang: Lang;
  /** The request's CSP style nonce. */
  nonce: string;
  merchant: string;
}

export interface SessionView {
  id: string;
  amountMinor: number;
  currency: string;
  description: string;
  cancelUrl: string;
}

export type PayNotice = "declined" | "unsupported" | "authFailed" | "rateLimited" | "staleForm";

export interface PayPageInput extends PageFrame {
  session: SessionView;
  /** The per-session form token (hidden field). */
  token: string;
  action: string;
  /** What the buyer typed, shown again after a field error; the security code never is. */
  values?: { number?: string; expiry?: string; name?: string };
  errors?: Partial<Record<CardField, CardProblem>>;
  notice?: PayNotice;
}

export interface ChallengePageInput extends PageFrame {
  session: SessionView;
  token: string;
  action: string;
  last4: string;
}

export interface MessagePageInput extends PageFrame {
  title: string;
  text: string;
  link?: { href: string; label: string };
}

const STYLE = `
:root{color-scheme:light;--ink:#1a1f2b;--muted:#5b6270;--line:#c9ced8;--accent:#0b5cd5;--bad:#b3261e;--warn-bg:#fff4d6;--warn-ink:#5c4300}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans JP","Noto Sans SC","Noto Sans TC",sans-serif;color:var(--ink);background:#f4f6f9}
.test{margin:0;padding:.6rem 1rem;background:var(--warn-bg);color:var(--warn-ink);font-weight:600;text-align:center;border-bottom:1px solid #e6c766}
main{max-width:28rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border:1px solid var(--line);border-radius:.75rem}
@media (max-width:30rem){main{margin:.75rem .5rem;padding:1.25rem}}
h1{font-size:1.3rem;margin:0 0 .75rem}
.summary{display:flex;justify-content:space-between;gap:1rem;padding:.75rem 0;margin-bottom:1rem;border-bottom:1px solid var(--line)}
.summary .amount{font-weight:700;white-space:nowrap}
.field{margin-bottom:1rem}
.row{display:flex;gap:1rem}.row .field{flex:1}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.65rem .75rem;font:inherit;border:1px solid #8a909c;border-radius:.4rem}
input:focus{outline:3px solid #9ec1ff;outline-offset:1px;border-color:var(--accent)}
input[aria-invalid=true]{border-color:var(--bad)}
.error{color:var(--bad);margin:.25rem 0 0;font-size:.95rem}
.alert{padding:.75rem 1rem;margin-bottom:1rem;border:1px solid var(--bad);border-radius:.4rem;color:var(--bad);background:#fdf0ef}
button{display:block;width:100%;padding:.75rem 1rem;font:inherit;font-weight:700;color:#fff;background:var(--accent);border:0;border-radius:.4rem;cursor:pointer}
button.secondary{margin-top:.75rem;color:var(--bad);background:#fff;border:1px solid var(--bad)}
button:focus-visible{outline:3px solid #9ec1ff;outline-offset:2px}
.cancel{display:block;margin-top:1rem;text-align:center;color:var(--accent)}
.hint{margin-top:1.5rem;padding-top:1rem;border-top:1px solid var(--line);color:var(--muted);font-size:.9rem}
.hint h2{font-size:1rem;margin:0 0 .5rem;color:var(--ink)}
.hint ul{margin:0 0 .5rem;padding-left:1.2rem}
.hint code{font-family:ui-monospace,Menlo,Consolas,monospace;color:var(--ink)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

const NOTICE_TEXT: Record<PayNotice, keyof SandboxTexts> = {
  declined: "declined",
  unsupported: "unsupported",
  authFailed: "authFailed",
  rateLimited: "rateLimited",
  staleForm: "staleForm",
};

const FIELD_ERROR_TEXT: Record<CardField, Partial<Record<CardProblem, keyof SandboxTexts>>> = {
  number: { required: "numberRequired", invalid: "numberInvalid" },
  expiry: { required: "expiryRequired", invalid: "expiryInvalid", expired: "expiryExpired" },
  cvc: { required: "cvcRequired", invalid: "cvcInvalid" },
  name: { required: "nameRequired", invalid: "nameInvalid" },
};

/** "4242424242424242" as printed on the card. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

export function sessionAmount(session: Pick<SessionView, "amountMinor" | "currency">, lang: Lang): string {
  if (isCurrencyCode(session.currency)) return formatMoney(session.amountMinor, session.currency, lang);
  return `${(session.amountMinor / 100).toFixed(2)} ${session.currency}`;
}

/** The empty icon keeps browsers from asking for a /favicon.ico the store does not have (a 404 on every visit). */
function documentHtml(frame: PageFrame, title: string, body: string): string {
  const t = SANDBOX_TEXTS[frame.lang];
  return `<!doctype html>
<html lang="${frame.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style nonce="${escapeHtml(frame.nonce)}">${STYLE}</style></head>
<body><header><p class="test" role="note">${escapeHtml(t.testBanner)}</p></header>
<main>${body}</main></body></html>`;
}

function summary(session: SessionView, t: SandboxTexts, lang: Lang): string {
  return `<div class="summary"><span>${escapeHtml(session.description)}</span><span><span class="visually-hidden">${escapeHtml(t.total)}: </span><span class="amount">${escapeHtml(sessionAmount(session, lang))}</span></span></div>`;
}

function field(input: {
  id: CardField;
  label: string;
  error?: string;
  attrs: string;
  value?: string;
}): string {
  const errorId = `${input.id}-error`;
  const invalid = input.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "";
  const value = input.value ? ` value="${escapeHtml(input.value)}"` : "";
  const error = input.error ? `<p class="error" id="${errorId}">${escapeHtml(input.error)}</p>` : "";
  return `<div class="field"><label for="${input.id}">${escapeHtml(input.label)}</label><input id="${input.id}" name="${input.id}" ${input.attrs}${value}${invalid}>${error}</div>`;
}

export function renderPayPage(input: PayPageInput): string {
  const t = SANDBOX_TEXTS[input.lang];
  const amount = sessionAmount(input.session, input.lang);
  const errors = input.errors ?? {};
  const errorText = (f: CardField) => {
    const problem = errors[f];
    const key = problem ? FIELD_ERROR_TEXT[f][problem] : undefined;
    return key ? t[key] : undefined;
  };
  const values = input.values ?? {};
  const hasFieldErrors = Object.keys(errors).length > 0;
  const alert = input.notice
    ? `<div class="alert" role="alert">${escapeHtml(t[NOTICE_TEXT[input.notice]])}</div>`
    : hasFieldErrors
      ? `<div class="alert" role="alert">${escapeHtml(t.errorSummary)}</div>`
      : "";
  const body = `<h1>${escapeHtml(fill(t.heading, { merchant: input.merchant }))}</h1>
${summary(input.session, t, input.lang)}
${alert}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
${field({ id: "number", label: t.cardNumber, error: errorText("number"), value: values.number, attrs: `type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" spellcheck="false" required` })}
<div class="row">
${field({ id: "expiry", label: t.expiry, error: errorText("expiry"), value: values.expiry, attrs: `type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(t.expiryPlaceholder)}" maxlength="7" spellcheck="false" required` })}
${field({ id: "cvc", label: t.cvc, error: errorText("cvc"), attrs: `type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" spellcheck="false" required` })}
</div>
${field({ id: "name", label: t.name, error: errorText("name"), value: values.name, attrs: `type="text" autocomplete="cc-name" maxlength="100" required` })}
<button type="submit">${escapeHtml(fill(t.pay, { amount }))}</button>
</form>
<a class="cancel" href="${escapeHtml(input.session.cancelUrl)}">${escapeHtml(fill(t.cancel, { merchant: input.merchant }))}</a>
<section class="hint" aria-labelledby="test-cards"><h2 id="test-cards">${escapeHtml(t.testCardsHeading)}</h2><ul>
<li><code>${grouped(TEST_CARDS.succeeds)}</code>: ${escapeHtml(t.cardSucceeds)}</li>
<li><code>${grouped(TEST_CARDS.declined)}</code>: ${escapeHtml(t.cardDeclined)}</li>
<li><code>${grouped(TEST_CARDS.challenge)}</code>: ${escapeHtml(t.cardChallenge)}</li>
</ul><p>${escapeHtml(t.anyDetails)}</p></section>`;
  return documentHtml(input, fill(t.title, { merchant: input.merchant }), body);
}

export function renderChallengePage(input: ChallengePageInput): string {
  const t = SANDBOX_TEXTS[input.lang];
  const amount = sessionAmount(input.session, input.lang);
  const body = `<h1>${escapeHtml(t.challengeTitle)}</h1>
<p>${escapeHtml(fill(t.challengeIntro, { amount, merchant: input.merchant }))}</p>
<p>${escapeHtml(fill(t.cardEnding, { last4: input.last4 }))}</p>
<p>${escapeHtml(t.challengeTest)}</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<button type="submit" name="action" value="complete">${escapeHtml(t.complete)}</button>
<button type="submit" name="action" value="fail" class="secondary">${escapeHtml(t.fail)}</button>
</form>`;
  return documentHtml(input, t.challengeTitle, body);
}

export function renderMessagePage(input: MessagePageInput): string {
  const link = input.link ? `<a class="cancel" href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a>` : "";
  return documentHtml(input, input.title, `<h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(input.text)}</p>${link}`);
}
