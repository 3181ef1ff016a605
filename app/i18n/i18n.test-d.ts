/**
 * Compile-time checks of the message types, run by `npm run typecheck`. Each `@ts-expect-error`
 * fails the type check if the line it marks stops being an error: a language missing a plural
 * variant, or having one its plural rules do not use, does not compile, and neither does a
 * counted text asked for without its count.
 */
import type { I18n } from "./i18n.tsx";
import type { MessagesOf } from "./messages/en.ts";
import { de } from "./messages/de.ts";
import { ja } from "./messages/ja.ts";

const { "search.results_one": _one, ...deWithoutOne } = de;
// @ts-expect-error German needs the "one" form of every counted text.
export const missingVariant: MessagesOf<"de"> = deWithoutOne;

// @ts-expect-error Japanese has no "one" form.
export const extraVariant: MessagesOf<"ja"> = { ...ja, "search.results_one": "1件" };

export function calls(t: I18n["t"]) {
  t("search.results", { count: 2 });
  t("common.from", { price: "$3.99" });
  // @ts-expect-error a counted text needs its count.
  t("search.results");
  // @ts-expect-error the variants are not keys of their own.
  t("search.results_one", { count: 1 });
}
