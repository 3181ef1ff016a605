import { LANG_NAMES, LANGS } from "../../shared/i18n/locales.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { CONTENT_PAGES, pagePath } from "../../shared/site-pages.ts";
import { LANG_PARAM } from "../../shared/preferences.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { useStore } from "./store-context.tsx";
import { LocalLink } from "../ui/links.tsx";

export function SiteFooter() {
  const { t, lang } = useI18n();
  const { brand, path } = useStore();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        {/* Each app link only when the operator named one (IOS_APP_URL, ANDROID_APP_URL); no heading without a link. */}
        {(brand.iosAppUrl || brand.androidAppUrl) && (
          <section aria-labelledby="footer-apps">
            <h2 id="footer-apps">{t("footer.apps")}</h2>
            <ul>
              {brand.iosAppUrl && <li><a href={brand.iosAppUrl} rel="noopener">{t("footer.appStore")}</a></li>}
              {brand.androidAppUrl && <li><a href={brand.androidAppUrl} rel="noopener">{t("footer.googlePlay")}</a></li>}
            </ul>
          </section>
        )}
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{t("footer.company")}</h2>
          <ul>
            <li><LocalLink to={pagePath(CONTENT_PAGES.about, brand.slug)}>{t("nav.about")}</LocalLink></li>
            <li><LocalLink to={CONTENT_PAGES.partnership}>{t("nav.partnership")}</LocalLink></li>
            <li><a href={brand.blogUrl} rel="noopener">{t("footer.blog")}</a></li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{t("footer.help")}</h2>
          <ul>
            <li><LocalLink to={CONTENT_PAGES.howItWorks}>{t("nav.howItWorks")}</LocalLink></li>
            <li><LocalLink to={pagePath(CONTENT_PAGES.faq, brand.slug)}>{t("nav.faq")}</LocalLink></li>
            <li><LocalLink to={CONTENT_PAGES.agreement}>{t("footer.terms")}</LocalLink></li>
            <li><LocalLink to={CONTENT_PAGES.privacy}>{t("footer.privacy")}</LocalLink></li>
            <li><a href={`mailto:${brand.supportEmail}`}>{t("footer.support")}</a></li>
          </ul>
        </section>
        <section aria-labelledby="footer-lang">
          <h2 id="footer-lang">{t("lang.label")}</h2>
          <ul>
            {LANGS.map((l) => (
              <li key={l}>
                {/* `?lang=` makes the server remember the choice, with or without JavaScript (PRODUCT.md#language-detection). */}
                <a href={`${localizePath(l, path)}?${LANG_PARAM}=${l}`} lang={l} hrefLang={l} aria-current={l === lang ? "true" : undefined}>
                  {LANG_NAMES[l]}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="fine-print">
        {t("footer.copyright", { year: new Date().getFullYear() })} · {t("footer.demo")}
      </p>
    </footer>
  );
}
