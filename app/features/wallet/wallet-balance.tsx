/**
 * Pieces the balance pages share (/credit, /recharge-success, /balance; docs/WALLET.md): the
 * balance as a figure in the display currency with, plainly, the USD it is kept in (as /topay
 * states the USD charge), what a guest login sees instead, since only accounts hold a balance,
 * and the frame of /credit and /balance around them.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RETURN_PARAM } from "../../../shared/access-guard.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { LocalLink } from "../../ui/links.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { PlainKey } from "../../i18n/messages/en.ts";
import type { WalletMoney } from "./wallet-pages.server.ts";

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

/** Each page's heading and lead, written out so that app/i18n/namespaces.test.ts sees which namespace each page reads. */
const HEADINGS = { credit: ["credit.heading", "credit.lead"], balance: ["balance.heading", "balance.lead"] } as const;

/**
 * /credit and /balance: the heading and lead, then for an account the balance, the link to the
 * other page and `children`; for a guest login (no `balance`) what it sees instead.
 */
export function WalletPage(props: {
  page: "credit" | "balance";
  balance: WalletMoney | null;
  link: { to: string; label: PlainKey };
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className={`wallet ${props.page}`}>
      <h1>{t(HEADINGS[props.page][0])}</h1>
      <p className="lead">{t(HEADINGS[props.page][1])}</p>
      {props.balance ? (
        <>
          <BalanceFigure balance={props.balance} heading={t("wallet.balance")} />
          <p className="wallet-links">
            <LocalLink to={props.link.to}>{t(props.link.label)}</LocalLink>
          </p>
          {props.children}
        </>
      ) : (
        <GuestNoBalance back={`/${props.page}`} />
      )}
    </div>
  );
}
