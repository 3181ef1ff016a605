/**
 * All UI message sets, on the server only. No page receives a whole set: the locale layout sends
 * the shell's namespaces (SHELL_NAMESPACES) and each page's loader those its page reads
 * (`messagesFor`), in the hydration data; the browser merges them (app/shell/locale-frame.tsx,
 * app/shell/seo.ts). The whole set of a language was about 30 KB of every page's HTML.
 */
import type { Lang } from "../../shared/i18n/locales.ts";
import { de } from "./messages/de.ts";
import { en, type MessagesOf, type Namespace, type PageMessages } from "./messages/en.ts";
import { es } from "./messages/es.ts";
import { ja } from "./messages/ja.ts";
import { tr } from "./messages/tr.ts";
import { zhCN } from "./messages/zh-CN.ts";
import { zhHK } from "./messages/zh-HK.ts";

export const MESSAGES: { [L in Lang]: MessagesOf<L> } = { en, de, es, ja, tr, "zh-CN": zhCN, "zh-HK": zhHK };

/**
 * What the frame of every page reads (header, menus, footer, cookie notice, the account dialogs it
 * opens, the review prompt) and the error and not-found views, which show when a page's loader
 * failed and sent nothing.
 */
export const SHELL_NAMESPACES = [
  "layout",
  "nav",
  "lang",
  "currency",
  "footer",
  "cookie",
  "common",
  "account",
  "chooser",
  "captcha",
  "code",
  "registered",
  "redeem",
  "reviewPrompt",
  "error",
  "notFound",
] as const satisfies readonly Namespace[];

/** The namespace of a key, as the `Namespace` type derives it. */
export function namespaceOf(key: string): string {
  const meta = /^meta\.([^.]+)\./.exec(key);
  return meta ? meta[1]! : key.slice(0, key.indexOf("."));
}

const byNamespace = new Map<Lang, Map<string, [string, string][]>>();
const subsets = new Map<string, PageMessages>();

/**
 * The texts of `namespaces` in `lang`. Built once per language and list, then the same object is
 * handed to every request: the lists are fixed in the code, so the cache stays small.
 */
export function messagesFor(lang: Lang, namespaces: readonly Namespace[]): PageMessages {
  const cacheKey = `${lang}:${namespaces.join()}`;
  let subset = subsets.get(cacheKey);
  if (!subset) {
    let index = byNamespace.get(lang);
    if (!index) {
      index = new Map();
      for (const [key, text] of Object.entries(MESSAGES[lang] as Record<string, string>)) {
        const ns = namespaceOf(key);
        index.set(ns, [...(index.get(ns) ?? []), [key, text]]);
      }
      byNamespace.set(lang, index);
    }
    subset = Object.freeze(Object.fromEntries(namespaces.flatMap((ns) => index.get(ns) ?? []))) as PageMessages;
    subsets.set(cacheKey, subset);
  }
  return subset;
}
