/**
 * Cookie notice (PRODUCT.md#cookie-banner): Accept and Reject both dismiss it and remember that
 * for 9999 days. With analytics configured the notice names it (and the chat, when on) and asks:
 * the answer is kept in its own cookie, and analytics loads only after Accept.
 */
import { useState } from "react";
import { CONTENT_PAGES } from "../../shared/site-pages.ts";
import type { ThirdPartySettings } from "../../shared/third-party.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { consentCookie, noticeDismissedCookie } from "../../shared/preferences.ts";
import { LocalLink } from "../ui/links.tsx";
import { useOpenOverlay } from "./open-overlays.tsx";

export default function CookieBanner({ tools, onAnswer }: { tools: ThirdPartySettings | null; onAnswer: () => void }) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(true);
  // Unanswered, the notice counts as open: a marketing dialog waits for the answer.
  useOpenOverlay(visible);
  if (!visible) return null;
  const analytics = tools?.analytics;
  const answer = (accepted: boolean) => {
    document.cookie = noticeDismissedCookie();
    if (analytics) document.cookie = consentCookie(accepted ? "accepted" : "rejected");
    setVisible(false);
    onAnswer();
  };
  return (
    <section className="cookie-banner" aria-label={t("cookie.label")}>
      <p>
        {t("cookie.text")} {analytics && `${t("cookie.analytics", { tool: analytics.name })} `}
        {tools?.chat && `${t("cookie.chat", { tool: tools.chat.name })} `}
        <LocalLink to={CONTENT_PAGES.privacy}>{t("cookie.more")}</LocalLink>
      </p>
      <div className="actions">
        <button type="button" className="button secondary" onClick={() => answer(false)}>
          {t("cookie.reject")}
        </button>
        <button type="button" className="button" onClick={() => answer(true)}>
          {t("cookie.accept")}
        </button>
      </div>
    </section>
  );
}
