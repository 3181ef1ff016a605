/**
 * The signed-in visitor's account menu (spec section 2, PRODUCT.md#roles): the e-mail (or "Guest
 * user"), Orders for everyone signed in, Security for account logins, and Sign out. Sign out is a form posted to /signout
 * (app/routes/sign-out.tsx), so it works without JavaScript; with it, the session ends through
 * the API and the page is loaded again, signed out (home from the account pages).
 */
import { useLocation } from "react-router";
import { localizePath } from "../../shared/i18n/paths.ts";
import { useI18n } from "../i18n/i18n.tsx";
import type { Account } from "./account-host.tsx";
import { LocalLink } from "./links.tsx";

export default function AccountMenu({ account }: { account: Account }) {
  const { t, lang } = useI18n();
  const { pathname, search } = useLocation();

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
