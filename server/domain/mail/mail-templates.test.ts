import { inflateSync } from "node:zlib";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { iosInstallLink } from "../../../shared/esim/activation-rules.ts";
import { escapeHtml } from "../../../shared/html.ts";
import { LANGS } from "../../../shared/i18n/locales.ts";
import { formatMoney } from "../../../shared/money.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import { renderMail, type MailTemplate } from "./mail-templates.ts";

const BRAND = { name: "Roamwell", supportEmail: "support@roamwell.example" };

const DELIVERED = {
  kind: "esim-delivered",
  orderNo: "RW2026112301",
  link: "https://roamwell.example/paysuccess?order=RW2026112301&key=Qm9va2VkIGEgdHJpcA-x_y",
  activationCode: "LPA:1$smdp.sim.roamwell.test$K2F7M-9QXDA-M3TB0-WQ8ZC-4HJRN",
  smdpAddress: "smdp.sim.roamwell.test",
  matchingId: "K2F7M-9QXDA-M3TB0-WQ8ZC-4HJRN",
  iccid: "89882990000012345672",
} as const satisfies MailTemplate;

const PLACEHOLDER = /\{\w+\}/;

/**
 * An 8-bit PNG as qrcode writes it (any colour type, any row filter) read back to pixels, so the
 * test checks the picture a mail client shows, not the bytes of one encoder.
 */
function readPng(png: Buffer): { width: number; height: number; dark(x: number, y: number): boolean } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  for (let pos = 8; pos < png.length; ) {
    const length = png.readUInt32BE(pos);
    const type = png.toString("ascii", pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + length);
    if (type === "IHDR") {
      [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
      expect(data[8]).toBe(8);
      channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[data[9]];
    }
    if (type === "IDAT") idat.push(data);
    pos += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? px[y * stride + i - channels] : 0;
      const up = y > 0 ? px[(y - 1) * stride + i] : 0;
      const upLeft = i >= channels && y > 0 ? px[(y - 1) * stride + i - channels] : 0;
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      const paeth = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      const predictor = [0, left, up, (left + up) >> 1, paeth][filter];
      px[y * stride + i] = (raw[y * (stride + 1) + 1 + i] + predictor) & 0xff;
    }
  }
  return { width, height, dark: (x, y) => px[y * stride + x * channels] < 128 };
}

describe("esim-delivered mail", () => {
  it.each(LANGS)("%s: names the order and gives the link, QR code, one-tap link and every manual detail", async (lang) => {
    const mail = await renderMail(DELIVERED, lang, BRAND);
    expect(mail.subject).toContain(DELIVERED.orderNo);
    expect(mail.subject).toBe(MAIL_TEXTS[lang]["delivered.subject"].replace("{orderNo}", DELIVERED.orderNo));
    const ios = iosInstallLink(DELIVERED.activationCode);
    for (const value of [DELIVERED.orderNo, DELIVERED.link, DELIVERED.activationCode, DELIVERED.smdpAddress, DELIVERED.matchingId, DELIVERED.iccid, ios]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(escapeHtml(value));
    }
    expect(mail.html).toContain(`href="${escapeHtml(DELIVERED.link)}"`);
    expect(mail.html).toContain(`href="${escapeHtml(ios)}"`);
    expect(mail.html).toContain(`<html lang="${lang}">`);
    // Every text of the template, in this language: install steps, travel note, the keep-this-mail note.
    for (const key of ["delivered.ios.steps", "delivered.android.steps", "delivered.travel.tips"] as const) {
      for (const line of MAIL_TEXTS[lang][key].split("\n")) expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(MAIL_TEXTS[lang]["delivered.order.keep"]);
    expect(mail.text).toContain(BRAND.supportEmail);
    expect(mail.replyTo).toBe(BRAND.supportEmail);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(PLACEHOLDER);
  });

  it.each(LANGS)("%s: shows the QR code as an inline PNG with alternative text; the plain text says where to find it instead", async (lang) => {
    const mail = await renderMail(DELIVERED, lang, BRAND);
    expect(mail.attachments).toHaveLength(1);
    const [qr] = mail.attachments!;
    expect(qr).toMatchObject({ filename: `esim-${DELIVERED.orderNo}.png`, contentType: "image/png", cid: `esim-${DELIVERED.orderNo}@roamwell.example` });
    const alt = MAIL_TEXTS[lang]["delivered.qr.alt"].replace("{orderNo}", DELIVERED.orderNo);
    const img = new RegExp(`<img src="cid:${qr.cid}" alt="${escapeHtml(alt)}" width="(\\d+)" height="\\1"`).exec(mail.html);
    expect(img).not.toBeNull();
    expect(Number(img![1])).toBe(readPng(qr.content).width);
    expect(mail.html).toContain(escapeHtml(MAIL_TEXTS[lang]["delivered.qr.html"]));
    expect(mail.html).not.toContain(escapeHtml(MAIL_TEXTS[lang]["delivered.qr.text"]));
    expect(mail.text).toContain(MAIL_TEXTS[lang]["delivered.qr.text"]);
    expect(mail.text).not.toContain("cid:");
    expect(mail.text).not.toContain(MAIL_TEXTS[lang]["delivered.qr.html"]);
  });

  it("draws the activation code's QR symbol at level M, in whole pixels per module, about 300 px wide, inside a 4-module quiet zone", async () => {
    const [qr] = (await renderMail(DELIVERED, "en", BRAND)).attachments!;
    const png = readPng(qr.content);
    const symbol = QRCode.create(DELIVERED.activationCode, { errorCorrectionLevel: "M" });
    const n = symbol.modules.size;
    const scale = png.width / (n + 8);
    expect(png.height).toBe(png.width);
    expect(Number.isInteger(scale)).toBe(true);
    expect(png.width).toBeGreaterThanOrEqual(260);
    expect(png.width).toBeLessThanOrEqual(340);
    const at = (col: number, row: number) => png.dark(Math.floor((col + 0.5) * scale), Math.floor((row + 0.5) * scale));
    for (let row = 0; row < n + 8; row++) {
      for (let col = 0; col < n + 8; col++) {
        const inSymbol = row >= 4 && col >= 4 && row < n + 4 && col < n + 4;
        expect(at(col, row), `module ${col},${row}`).toBe(inSymbol && Boolean(symbol.modules.get(row - 4, col - 4)));
      }
    }
  });

  it("escapes what it places in the HTML, and keeps a content id header-safe", async () => {
    const mail = await renderMail({ ...DELIVERED, orderNo: `RW1<b>"`, link: `https://roamwell.example/paysuccess?a=1&b="<x>` }, "en", BRAND);
    expect(mail.html).toContain(`href="https://roamwell.example/paysuccess?a=1&amp;b=&quot;&lt;x&gt;"`);
    expect(mail.html).toContain("RW1&lt;b&gt;&quot;");
    expect(mail.html).not.toContain("<b>");
    expect(mail.attachments![0].cid).toBe("esim-RW1b@roamwell.example");
  });
});

describe("esim-not-delivered mail", () => {
  it.each(LANGS)("%s: apologises, says the full amount is refunded and how to reach support, with no attachment", async (lang) => {
    const mail = await renderMail({ kind: "esim-not-delivered", orderNo: DELIVERED.orderNo }, lang, BRAND);
    expect(mail.subject).toContain(DELIVERED.orderNo);
    for (const key of ["notDelivered.body", "notDelivered.refund"] as const) {
      const text = MAIL_TEXTS[lang][key].replace("{orderNo}", DELIVERED.orderNo);
      expect(mail.text).toContain(text);
      expect(mail.html).toContain(escapeHtml(text));
    }
    expect(mail.text).toContain(BRAND.supportEmail);
    expect(mail.replyTo).toBe(BRAND.supportEmail);
    expect(mail.attachments).toBeUndefined();
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(PLACEHOLDER);
  });
});

describe("top-ups in the mails", () => {
  const TOPUP_LINK = "https://roamwell.example/de/topup?order=RW2026112301";

  it.each(LANGS)("%s: the delivery mail links to the store's top-up page when the plan takes top-ups, and says so in words", async (lang) => {
    const mail = await renderMail({ ...DELIVERED, topupLink: TOPUP_LINK }, lang, BRAND);
    for (const key of ["delivered.topup.heading", "delivered.topup.intro", "delivered.topup.button"] as const) {
      expect(mail.text).toContain(MAIL_TEXTS[lang][key]);
      expect(mail.html).toContain(escapeHtml(MAIL_TEXTS[lang][key]));
    }
    expect(mail.text).toContain(TOPUP_LINK);
    expect(mail.html).toContain(`href="${escapeHtml(TOPUP_LINK)}"`);
    // After the order's own link, before the closing help line.
    expect(mail.text.indexOf(TOPUP_LINK)).toBeGreaterThan(mail.text.indexOf(DELIVERED.link));
    expect(mail.text.indexOf(TOPUP_LINK)).toBeLessThan(mail.text.indexOf(BRAND.supportEmail));
  });

  it("leaves the top-up part out without a link (daily plans, mails queued before top-ups)", async () => {
    const mail = await renderMail(DELIVERED, "en", BRAND);
    expect(mail.text).not.toContain(MAIL_TEXTS.en["delivered.topup.heading"]);
    expect(mail.html).not.toContain("/topup");
  });

  it.each(LANGS)("%s: a top-up that could not be added says it is refunded in full, balance part and card part", async (lang) => {
    const mail = await renderMail({ kind: "topup-not-applied", orderNo: DELIVERED.orderNo }, lang, BRAND);
    expect(mail.subject).toBe(MAIL_TEXTS[lang]["topupFailed.subject"].replace("{orderNo}", DELIVERED.orderNo));
    for (const key of ["topupFailed.body", "topupFailed.refund"] as const) {
      const text = MAIL_TEXTS[lang][key].replace("{orderNo}", DELIVERED.orderNo);
      expect(mail.text).toContain(text);
      expect(mail.html).toContain(escapeHtml(text));
    }
    expect(mail.text).toContain(BRAND.supportEmail);
    expect(mail.replyTo).toBe(BRAND.supportEmail);
    expect(mail.attachments).toBeUndefined();
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(PLACEHOLDER);
  });
});

describe("refund mail", () => {
  const usd = (minor: number, lang: (typeof LANGS)[number]) => formatMoney(minor, "USD", lang);

  it.each(LANGS)("%s: the card part and the balance part apart, the total, and when each arrives", async (lang) => {
    const texts = MAIL_TEXTS[lang];
    const mail = await renderMail({ kind: "refund", of: "order", number: DELIVERED.orderNo, cardMinor: 7_50, balanceMinor: 2_00 }, lang, BRAND);
    expect(mail.subject).toBe(texts["refund.order.subject"].replace("{number}", DELIVERED.orderNo).replace("{amount}", usd(9_50, lang)));
    for (const [label, minor] of [["refund.card", 7_50], ["refund.balance", 2_00], ["refund.total", 9_50]] as const) {
      expect(mail.text).toContain(`${texts[label]}\n    ${usd(minor, lang)}`);
      expect(mail.html).toContain(escapeHtml(texts[label]));
    }
    for (const key of ["refund.card.when", "refund.balance.when", "refund.help"] as const) expect(mail.text).toContain(texts[key].replace("{supportEmail}", BRAND.supportEmail));
    expect(mail.replyTo).toBe(BRAND.supportEmail);
    expect(mail.attachments).toBeUndefined();
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(PLACEHOLDER);
  });

  it("says only what applies: a card refund has no balance line, a balance refund no card line, a recharge its own subject", async () => {
    const en = MAIL_TEXTS.en;
    const card = await renderMail({ kind: "refund", of: "recharge", number: "RC2026112301", cardMinor: 50_00, balanceMinor: 0 }, "en", BRAND);
    expect(card.subject).toBe("Your refund of $50.00 for balance top-up RC2026112301");
    expect(card.text).toContain(en["refund.card.when"]);
    expect(card.text).not.toContain(en["refund.balance"]);
    const balance = await renderMail({ kind: "refund", of: "order", number: DELIVERED.orderNo, cardMinor: 0, balanceMinor: 9_00 }, "en", BRAND);
    expect(balance.text).toContain(en["refund.balance.when"]);
    expect(balance.text).not.toContain(en["refund.card"]);
    expect(balance.text).not.toContain(en["refund.card.when"]);
  });
});

describe("low supplier balance mail", () => {
  it.each(LANGS)("%s: the supplier, the balance and the threshold in dollars, and what to do", async (lang) => {
    const texts = MAIL_TEXTS[lang];
    // 12.3456 USD is shown as 12.34: a balance is never shown as more than it is.
    const mail = await renderMail({ kind: "supplier-low-balance", supplier: "eSIM Access", balanceE4: 123_456, thresholdE4: 1_000_000 }, lang, BRAND);
    const vars = { brand: BRAND.name, supplier: "eSIM Access", balance: formatMoney(12_34, "USD", lang), threshold: formatMoney(100_00, "USD", lang) };
    const filled = (text: string) => text.replace(/\{(\w+)\}/g, (_, k: keyof typeof vars) => vars[k]);
    expect(mail.subject).toBe(filled(texts["lowBalance.subject"]));
    for (const key of ["lowBalance.intro", "lowBalance.effect", "lowBalance.action"] as const) {
      expect(mail.text).toContain(filled(texts[key]));
      expect(mail.html).toContain(escapeHtml(filled(texts[key])));
    }
    expect(mail.text).toContain("SUPPLIER_LOW_BALANCE_USD");
    expect(mail.attachments).toBeUndefined();
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(PLACEHOLDER);
  });
});

describe("staff invitation mail", () => {
  const INVITE = { kind: "staff-invite", link: "https://roamwell.example/admin/setup?token=Qm9va2VkIGEgdHJpcA-x_y", invitedBy: "owner@roamwell.example", hours: 72 } as const;

  it.each(LANGS)("%s: who invited, the set-up link as a button, how long it works, and not to forward it", async (lang) => {
    const texts = MAIL_TEXTS[lang];
    const mail = await renderMail(INVITE, lang, BRAND);
    const filled = (text: string) => text.replace("{brand}", BRAND.name).replace("{invitedBy}", INVITE.invitedBy).replace("{hours}", "72");
    expect(mail.subject).toBe(filled(texts["staffInvite.subject"]));
    for (const key of ["staffInvite.intro", "staffInvite.steps", "staffInvite.expiry", "staffInvite.ignore"] as const) {
      expect(mail.text).toContain(filled(texts[key]));
      expect(mail.html).toContain(escapeHtml(filled(texts[key])));
    }
    expect(mail.text).toContain(`${texts["staffInvite.button"]}\n${INVITE.link}`);
    expect(mail.html).toContain(`href="${escapeHtml(INVITE.link)}"`);
    expect(mail.text).toContain(INVITE.invitedBy);
    expect(mail.attachments).toBeUndefined();
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(PLACEHOLDER);
  });
});

describe("the other mails", () => {
  it("keep their shape: the code shown large, no pictures, replies to the enquirer only for a lead", async () => {
    const code = await renderMail({ kind: "verify-code", codeType: "REGISTER", code: "482913", minutes: 10 }, "de", BRAND);
    expect(code.text).toContain("\n\n    482913\n\n");
    expect(code.html).toContain(">482913</p>");
    expect(code).not.toHaveProperty("attachments");
    expect(code).not.toHaveProperty("replyTo");
    const enquiry = { leadId: "L1", name: "Ada", company: "Wander", contactEmail: "ada@wander.co", website: "-", partnerType: "affiliate", leadLang: "en" };
    const lead = await renderMail({ kind: "partnership-lead", ...enquiry, message: "{name} <x>" }, "en", BRAND);
    expect(lead.replyTo).toBe("ada@wander.co");
    expect(lead.text).toContain("> {name} <x>");
    expect(lead.html).toContain("{name} &lt;x&gt;");
  });
});

const ACCOUNT_BRAND = { name: "Roamwell", supportEmail: "help@roamwell.example" };

const ACCOUNT_TEMPLATES: [MailTemplate, string][] = [
  [{ kind: "verify-code", codeType: "REGISTER", code: "042917", minutes: 10 }, "042917"],
  [{ kind: "verify-code", codeType: "FINDPASSWORD", code: "730561", minutes: 10 }, "730561"],
  [{ kind: "already-registered" }, ACCOUNT_BRAND.name],
  [{ kind: "password-changed", when: "2026-12-01 10:04" }, "2026-12-01 10:04"],
  [{ kind: "new-device", when: "2026-12-01 10:04", device: "Safari, iOS" }, "Safari, iOS"],
  [{ kind: "partnership-received", name: "Ana", company: "Wander <Co>", message: "Hello <b>there</b>" }, "Hello <b>there</b>"],
];

describe("account and partnership mails", () => {
  it.each(LANGS.flatMap((lang) => ACCOUNT_TEMPLATES.map(([template, shown]) => [lang, template.kind, template, shown] as const)))(
    "%s %s: subject, text and HTML in the language, nothing left unfilled",
    async (lang, _kind, template, shown) => {
      const mail = await renderMail(template, lang, ACCOUNT_BRAND);
      expect(mail.subject.trim()).not.toBe("");
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text).toContain(shown);
      expect(mail.html).toContain(`<html lang="${lang}">`);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
      if (template.kind === "partnership-received") {
        expect(mail.html).toContain("Hello &lt;b&gt;there&lt;/b&gt;");
        expect(mail.html).not.toContain("<b>there</b>");
      } else expect(mail.html).toContain(shown);
    },
  );

  it("differs between languages: the mail is written in the recipient's", async () => {
    const subjects = new Set(await Promise.all(LANGS.map(async (lang) => (await renderMail(ACCOUNT_TEMPLATES[0][0], lang, ACCOUNT_BRAND)).subject)));
    expect(subjects.size).toBe(LANGS.length);
  });
});
