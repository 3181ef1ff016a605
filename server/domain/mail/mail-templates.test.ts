/**
 * Every mail in every language (PRODUCT.md#accounts, docs/decisions/0010): a subject, plain text
 * and HTML from the same strings, in the recipient's language, with no placeholder left over and
 * what the recipient typed escaped in the HTML.
 */
import { describe, expect, it } from "vitest";
import { LANGS } from "../../../shared/i18n/locales.ts";
import { renderMail, type MailTemplate } from "./mail-templates.ts";

const brand = { name: "Roamwell", supportEmail: "help@roamwell.example" };

const TEMPLATES: [MailTemplate, string][] = [
  [{ kind: "verify-code", codeType: "REGISTER", code: "042917", minutes: 10 }, "042917"],
  [{ kind: "verify-code", codeType: "FINDPASSWORD", code: "730561", minutes: 10 }, "730561"],
  [{ kind: "already-registered" }, brand.name],
  [{ kind: "password-changed", when: "2026-12-01 10:04" }, "2026-12-01 10:04"],
  [{ kind: "new-device", when: "2026-12-01 10:04", device: "Safari, iOS" }, "Safari, iOS"],
  [{ kind: "partnership-received", name: "Ana", company: "Wander <Co>", message: "Hello <b>there</b>" }, "Hello <b>there</b>"],
];

describe("mail templates", () => {
  it.each(LANGS.flatMap((lang) => TEMPLATES.map(([template, shown]) => [lang, template.kind, template, shown] as const)))(
    "%s %s: subject, text and HTML in the language, nothing left unfilled",
    (lang, _kind, template, shown) => {
      const mail = renderMail(template, lang, brand);
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

  it("differs between languages: the mail is written in the recipient's", () => {
    const subjects = new Set(LANGS.map((lang) => renderMail(TEMPLATES[0][0], lang, brand).subject));
    expect(subjects.size).toBe(LANGS.length);
  });
});
