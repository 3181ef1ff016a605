/**
 * API messages in every language, looked up by code. Each language is its own file typed against
 * English, so a missing translation fails the build rather than reaching a traveller in English.
 */
import type { Lang } from "../../shared/i18n/locales.ts";
import type { ApiCode } from "../http/errors.ts";
import type { FieldProblem } from "../http/protocol-errors.ts";
import { de } from "./de.ts";
import { en, type ApiMessages } from "./en.ts";
import { es } from "./es.ts";
import { ja } from "./ja.ts";
import { tr } from "./tr.ts";
import { zhCN } from "./zh-CN.ts";
import { zhHK } from "./zh-HK.ts";

export type { ApiMessageKey, ApiMessages } from "./en.ts";

export const API_MESSAGES: Record<Lang, ApiMessages> = { en, de, es, ja, tr, "zh-CN": zhCN, "zh-HK": zhHK };

export function apiMessage(code: ApiCode, lang: Lang): string {
  return API_MESSAGES[lang][code];
}

/** An INVALID_FIELD message naming the field by its dotted path, e.g. `meta.requestId`. */
export function fieldMessage(problem: FieldProblem, field: string, lang: Lang): string {
  return API_MESSAGES[lang][`field.${problem}`].replace("{field}", field);
}
