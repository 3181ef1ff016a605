/** Cookie notice: Accept and Reject both dismiss it and remember that for 9999 days. */
import { useState } from "react";
import { CONTENT_PAGES } from "../../shared/site-pages.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { noticeDismissedCookie } from "../../shared/preferences.ts";
import { LocalLink } from "../ui/links.tsx";
import { useOpenOverlay } from "./open-overlays.tsx";

export default function CookieBanner() {
  const { t } = useI18n();
  const [visible, setVisible] = useState(true);
  // Unanswered, the notice counts as open: a marketing dialog waits for the answer.
  useOpenOverlay(visible);
  if (!visible) return null;
  const dismiss = () => {
    document.cookie = noticeDismissedCookie();
    setVisible(false);
  };
  return (
    <section className="cookie-banner" aria-label={t("cookie.label")}>
      <p>
        {t("cookie.text")} <LocalLink to={CONTENT_PAGES.privacy}>{t("cookie.more")}</LocalLink>
      </p>
      <div className="actions">
        <button type="button" className="button secondary" onClick={dismiss}>
          {t("cookie.reject")}
        </button>
        <button type="button" className="button" onClick={dismiss}>
          {t("cookie.accept")}
        </button>
      </div>
    </section>
  );
}
