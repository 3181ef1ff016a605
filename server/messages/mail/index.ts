/** E-mail texts in every language, typed against English so a missing one fails the build. */
import type { Lang } from "../../../shared/i18n/locales.ts";
import { de } from "./de.ts";
import { en, type MailTexts } from "./en.ts";
import { es } from "./es.ts";
import { ja } from "./ja.ts";
import { tr } from "./tr.ts";
import { zhCN } from "./zh-CN.ts";
import { zhHK } from "./zh-HK.ts";

export const MAIL_TEXTS: Record<Lang, MailTexts> = { en, de, es, ja, tr, "zh-CN": zhCN, "zh-HK": zhHK };
