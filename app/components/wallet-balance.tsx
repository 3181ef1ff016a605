/**
 * Pieces the balance pages share (/credit, /recharge-success, /balance; docs/WALLET.md): the
 * balance as a figure in the display currency with, plainly, the USD it is kept in (as /topay
 * states the USD charge), and what a guest login sees instead, since only accounts hold a balance.
 */
import { Link } from "react-router";
import { RETURN_PARAM } from "../../shared/access-guard.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { useI18n } from "../i18n/i18n.tsx";
import type { WalletMoney } from "../lib/wallet-pages.server.ts";

/** "Kept in USD: $55.00, about €47.30", or without the "about" when the display currency is USD. */
function usdLine(t: ReturnType<typeof useI18n>["t"], money: WalletMoney): string {
  return money.local ? t("wallet.heldAbout", { usd: money.usd, local: money.local }) : t("wallet.held", { usd: money.usd });
}

export function BalanceFigure({ balance, heading }: { balance: WalletMoney; heading: string }) {
  const { t } = useI18n();
  return (
    <section className="card balance-figure" aria-labelledby="balance-title">
      <h2 id="balance-title">{heading}</h2>
      <p className="price big" data-testid="balance">
        {balance.shown}
      </p>
      <p className="charge" data-testid="balance-usd">
        {usdLine(t, balance)}
      </p>
    </section>
  );
}

/**
 * A guest login has no balance: it says so, and offers an account. The log-in and sign-up pages
 * send a signed-in visitor away, so both links go through the sign-out page first, which then
 * goes on to them, and they come back to `back` (this page) afterwards.
 */
export function GuestNoBalance({ back }: { back: string }) {
  const { t, lang } = useI18n();
  const here = localizePath(lang, back);
  const via = (page: "/signup" | "/login") =>
    `${localizePath(lang, "/signout")}?${RETURN_PARAM}=${encodeURIComponent(`${localizePath(lang, page)}?${RETURN_PARAM}=${encodeURIComponent(here)}`)}`;
  return (
    <section className="card wallet-guest" aria-labelledby="guest-title" data-testid="guest-no-balance">
      <h2 id="guest-title">{t("wallet.guest.heading")}</h2>
      <p>{t("wallet.guest.text")}</p>
      <p className="actions">
        <Link to={via("/signup")} className="button">
          {t("wallet.guest.signup")}
        </Link>
        <Link to={via("/login")} className="button secondary">
          {t("wallet.guest.login")}
        </Link>
      </p>
    </section>
  );
}
