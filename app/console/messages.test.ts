/** Every console text exists in all seven languages, with the placeholders of the English one. */
import { describe, expect, it } from "vitest";
import { LANGS } from "../../shared/i18n/locales.ts";
import { CONSOLE_MESSAGES } from "./messages.server.ts";
import { en } from "./messages/en.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the console's texts", () => {
  it.each(LANGS)("%s has every key of English and no other, none empty", (lang) => {
    const table = CONSOLE_MESSAGES[lang];
    expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
    expect(Object.entries(table).filter(([, text]) => text.trim() === "")).toEqual([]);
  });

  it.each(LANGS)("%s keeps the placeholders of each English text", (lang) => {
    const table = CONSOLE_MESSAGES[lang];
    const wrong = Object.keys(en).filter((key) => placeholders(table[key as keyof typeof en]).join() !== placeholders(en[key as keyof typeof en]).join());
    expect(wrong).toEqual([]);
  });

  // Words these languages share with English: a text may be the English one only when it is one of them.
  const SHARED_WORDS = new Set(["Support", "Code", "Status", "eSIM", "Details", "Roles", "Plan", "No", "Total"]);

  it.each(LANGS.filter((l) => l !== "en"))("%s is translated, not English copied (but for words the languages share)", (lang) => {
    const table = CONSOLE_MESSAGES[lang];
    const copied = Object.keys(en).filter((key) => table[key as keyof typeof en] === en[key as keyof typeof en] && !SHARED_WORDS.has(en[key as keyof typeof en]));
    expect(copied).toEqual([]);
  });
});
