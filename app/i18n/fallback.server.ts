/**
 * The last-resort message when even the error page fails to render (PRODUCT.md#error-pages). It cannot
 * rely on the message sets (they may be what failed), so it carries its own seven lines.
 */
import type { Localized } from "../../shared/i18n/locales.ts";

export const ERROR_PAGE_FAILED: Localized<{ text: string; home: string }> = {
  en: { text: "An error occurred while showing the error page", home: "Go to the home page" },
  de: { text: "Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten", home: "Zur Startseite" },
  es: { text: "Se produjo un error al mostrar la página de error", home: "Ir a la página de inicio" },
  ja: { text: "エラーページの表示中にエラーが発生しました", home: "ホームへ戻る" },
  tr: { text: "Hata sayfası gösterilirken bir hata oluştu", home: "Ana sayfaya git" },
  "zh-CN": { text: "显示错误页面时出错", home: "返回首页" },
  "zh-HK": { text: "顯示錯誤頁面時發生錯誤", home: "返回主頁" },
};
