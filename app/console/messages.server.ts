/** The console's texts in every language, on the server only: a page's loader sends the member just their language's. */
import type { Lang } from "../../shared/i18n/locales.ts";
import { de } from "./messages/de.ts";
import { en, type ConsoleMessages } from "./messages/en.ts";
import { es } from "./messages/es.ts";
import { ja } from "./messages/ja.ts";
import { tr } from "./messages/tr.ts";
import { zhCN } from "./messages/zh-CN.ts";
import { zhHK } from "./messages/zh-HK.ts";

export const CONSOLE_MESSAGES: Record<Lang, ConsoleMessages> = { en, de, es, ja, tr, "zh-CN": zhCN, "zh-HK": zhHK };
