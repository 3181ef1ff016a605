/**
 * The header's account entry (PRODUCT.md#roles): Login and Sign up when signed
 * out (Login opens the guest or login chooser; without JavaScript it is a plain link to the login
 * page); when signed in, the account menu (app/features/account/account-menu.tsx). The menu's code is
 * its own chunk, fetched only for a signed-in visitor: an anonymous visitor's pages carry none
 * of it, and until it arrives the server's markup works on its own (a <details> menu and a
 * sign-out form).
 */
import { lazy, Suspense } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import { useAccount } from "./account-context.ts";
import { preloadOverlays } from "./account-host.tsx";
import { LocalLink } from "../ui/links.tsx";

const AccountMenu = lazy(() => import("../features/account/account-menu.tsx"));

export function AccountControls() {
  const { t } = useI18n();
  const { account, open } = useAccount();

  if (account) {
    return (
      <Suspense>
        <AccountMenu account={account} />
      </Suspense>
    );
  }
  return (
    <div className="account-entry">
      <LocalLink
        to="/login"
        className="button small"
        aria-haspopup="dialog"
        onClick={(e) => {
          e.preventDefault();
          open({ kind: "chooser" });
        }}
        onPointerEnter={preloadOverlays}
      >
        {t("account.login")}
      </LocalLink>
      <LocalLink to="/signup" className="button small secondary">
        {t("account.signup")}
      </LocalLink>
    </div>
  );
}
