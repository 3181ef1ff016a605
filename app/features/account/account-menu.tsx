/**
 * The signed-in visitor's account menu (PRODUCT.md#roles): the e-mail (or "Guest
 * user"), Orders for everyone signed in; Credit, Security and Redeem promo code for account
 * logins; and Sign out. Sign out is a form posted to /signout
 * (app/routes/sign-out.tsx), so it works without JavaScript; with it, the session ends through
 * the API and the page is loaded again, signed out (home from the account pages).
 * Redeem promo code opens the promo dialog (app/features/promo/promo-dialog.tsx), whose code is
 * fetched when the pointer or focus reaches the entry, or at the latest on the click. It needs
 * JavaScript, so a browser that runs none does not show it (PRODUCT.md#promo-codes).
 */
import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { accountMenuEmail } from "../../../shared/account-display.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useOpenOverlay } from "../../shell/open-overlays.tsx";
import { useAccount, type Account } from "../../shell/account-context.ts";
import { preloadOverlays } from "../../shell/account-host.tsx";
import { LocalLink } from "../../ui/links.tsx";

/** The promo dialog's two chunks (the overlays that host it, and its own) fetched together. */
function preloadPromo() {
  preloadOverlays();
  void import("../promo/promo-dialog.tsx");
}

export default function AccountMenu({ account }: { account: Account }) {
  const { t, lang } = useI18n();
  const { open } = useAccount();
  const { pathname, search } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // The menu is markup (<details>); its toggle tells the page whether it is open.
  const [unfolded, setUnfolded] = useState(false);
  useOpenOverlay(unfolded);

  /** Folds the menu and opens the dialog from its summary, where focus returns when the dialog closes. */
  function openPromo() {
    const details = menu.current;
    if (details) {
      details.open = false;
      details.querySelector("summary")?.focus();
    }
    open({ kind: "promo" });
  }

  async function signOut() {
    // Signing out closes the promo dialog (PRODUCT.md#promo-codes; the page is drawn anew right after, too).
    open(null);
    const m = await import("./session.ts");
    const home = await m.signOut(lang, pathname);
    // A fresh load: every part of the page (and its caching) is drawn signed out by the server.
    if (home) location.assign(home);
    else location.reload();
  }

  const who = accountMenuEmail(account) ?? t("account.guestUser");
  return (
    // Keyed by the path: a navigation closes the menu (it is markup, with no script to close it).
    <details className="account-menu" key={pathname} ref={menu} onToggle={(e) => setUnfolded(e.currentTarget.open)}>
      <summary>
        <span className="visually-hidden">{t("account.menu")}: </span>
        {/* A long address ends in an ellipsis on screen; the title shows it whole on hover, and
            screen readers read the text itself, which is never cut. */}
        <span className="who" title={who}>
          {who}
        </span>
      </summary>
      <ul>
        <li>
          <LocalLink to="/orders">{t("account.orders")}</LocalLink>
        </li>
        {account.loginType === "accountLogin" && (
          <>
            <li>
              <LocalLink to="/credit">{t("account.credit")}</LocalLink>
            </li>
            <li>
              <LocalLink to="/security">{t("account.security")}</LocalLink>
            </li>
            <li className="needs-script">
              <button type="button" aria-haspopup="dialog" onClick={openPromo} onPointerEnter={preloadPromo} onFocus={preloadPromo}>
                {t("account.redeemPromo")}
              </button>
            </li>
          </>
        )}
        <li>
          <form
            method="post"
            action={localizePath(lang, "/signout")}
            onSubmit={(e) => {
              e.preventDefault();
              void signOut();
            }}
          >
            <input type="hidden" name="formToken" value={account.signOutToken} />
            <input type="hidden" name="redirect" value={pathname + search} />
            <button type="submit">{t("account.signOut")}</button>
          </form>
        </li>
      </ul>
    </details>
  );
}
