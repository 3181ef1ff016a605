/**
 * All UI message sets, on the server only: each page's loader sends the visitor just the set
 * of their language (in the hydration data), so no browser downloads the other six.
 */
import type { Lang } from "../../shared/i18n/locales.ts";
import { de } from "./messages/de.ts";
import { en, type MessagesOf } from "./messages/en.ts";
import { es } from "./messages/es.ts";
import { ja } from "./messages/ja.ts";
import { tr } from "./messages/tr.ts";
import { zhCN } from "./messages/zh-CN.ts";
import { zhHK } from "./messages/zh-HK.ts";

export const MESSAGES: { [L in Lang]: MessagesOf<L> } = { en, de, es, ja, tr, "zh-CN": zhCN, "zh-HK": zhHK };
