/**
 * The header's account entry (spec section 2, PRODUCT.md#roles): Login and Sign up when signed
 * out; when signed in, a menu with the e-mail (or "Guest user"), Orders for everyone signed in,
 * Security for account logins, and Sign out. Kept to markup: the sign-out code is fetched when it is pressed.
 */
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n.tsx";
import { preloadOverlays, useAccount } from "./account-host.tsx";
import { LocalLink } from "./links.tsx";

export function AccountControls() {
  const { t, lang } = useI18n();
  const { account, open } = useAccount();
  const { pathname } = useLocation();

  if (!account) {
    return (
      <div className="account-entry">
        <button type="button" className="button small" aria-haspopup="dialog" onClick={() => open({ kind: "chooser" })} onPointerEnter={preloadOverlays}>
          {t("account.login")}
        </button>
        <LocalLink to="/signup" className="button small secondary">
          {t("account.signup")}
        </LocalLink>
      </div>
    );
  }

  async function signOut() {
    const m = await import("../lib/session.ts");
    const home = await m.signOut(lang, pathname);
    // A fresh load: every part of the page (and its caching) is drawn signed out by the server.
    if (home) location.assign(home);
    else location.reload();
  }

  return (
    // Keyed by the path: a navigation closes the menu (it is markup, with no script to close it).
    <details className="account-menu" key={pathname}>
      <summary>
        <span className="visually-hidden">{t("account.menu")}: </span>
        {account.email ?? t("account.guestUser")}
      </summary>
      <ul>
        <li>
          <LocalLink to="/orders">{t("orders.menu")}</LocalLink>
        </li>
        {account.loginType === "accountLogin" && (
          <li>
            <LocalLink to="/security">{t("account.security")}</LocalLink>
          </li>
        )}
        <li>
          <button type="button" onClick={() => void signOut()}>
            {t("account.signOut")}
          </button>
        </li>
      </ul>
    </details>
  );
}
