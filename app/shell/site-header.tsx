import { useState } from "react";
import { useLocation } from "react-router";
import { CONTENT_PAGES, pagePath } from "../../shared/site-pages.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { useOpenOverlay } from "./open-overlays.tsx";
import { useStore } from "./store-context.tsx";
import { LocalLink } from "../ui/links.tsx";
import { LanguagePicker } from "./language-picker.tsx";
import { CurrencyPicker } from "./currency-picker.tsx";
import { Logo } from "./logo.tsx";
import { AccountControls } from "./account-controls.tsx";

/**
 * The header: logo, navigation, language and currency, account. `bare` (checkout and payment
 * results, see layout-data.ts) keeps the logo, the language and a help link to customer support.
 */
export function SiteHeader({ bare = false }: { bare?: boolean }) {
  const { t } = useI18n();
  const { brand } = useStore();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Any navigation closes the mobile menu (adjusted while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  useOpenOverlay(menuOpen);

  return (
    <header className="site-header">
      <div className="bar">
        <LocalLink to="/" className="brand" aria-label={t("layout.home")}>
          <Logo />
          <span>{brand.name}</span>
        </LocalLink>
        {bare ? (
          <div className="bare-tools">
            <LanguagePicker />
            <a className="help-link" href={`mailto:${brand.supportEmail}`}>
              {t("layout.help")} <span>{brand.supportEmail}</span>
            </a>
          </div>
        ) : (
          <>
            <button
              type="button"
              className="menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="site-nav"
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? t("layout.closeMenu") : t("layout.menu")}
            </button>
            <nav id="site-nav" aria-label={t("nav.label")} className={menuOpen ? "nav open" : "nav"}>
              <ul>
                <li><LocalLink to={CONTENT_PAGES.howItWorks}>{t("nav.howItWorks")}</LocalLink></li>
                <li><LocalLink to={pagePath(CONTENT_PAGES.faq, brand.slug)}>{t("nav.faq")}</LocalLink></li>
                <li><a href={brand.whyUrl} rel="noopener">{t("nav.why")}</a></li>
                <li><LocalLink to={pagePath(CONTENT_PAGES.about, brand.slug)}>{t("nav.about")}</LocalLink></li>
                <li><LocalLink to={CONTENT_PAGES.partnership}>{t("nav.partnership")}</LocalLink></li>
              </ul>
              <div className="prefs">
                <LanguagePicker />
                <CurrencyPicker />
              </div>
              <AccountControls />
            </nav>
          </>
        )}
      </div>
    </header>
  );
}
