/**
 * `/linkexpire`: where an e-mailed link that opens nothing any more lands (docs/CHECKOUT.md#links-that-ended):
 * the delivery mail's order and top-up links, and the receipt's, once their owner stopped them or
 * a newer mail replaced them. It says what happened and what to do next: the newest mail's link,
 * the orders (signed in) or the log-in (not), the password code, and support.
 *
 * The links redirect here (303); the page itself answers 200 with `noindex`: it is a page about
 * links in general, which exists, not the link that ended (a signed-in visitor's copy is private,
 * as every signed-in page is).
 */
import type { Route } from "./+types/link-expired";
import { messagesFor } from "../i18n/messages.server.ts";
import { loginPath } from "../../shared/access-guard.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { AccountPage } from "../features/account/account-form.tsx";
import { LocalLink } from "../ui/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
import { useAccount } from "../shell/account-context.ts";
import { useStore } from "../shell/store-context.tsx";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return { messages: messagesFor(context.lang, ["form", "linkEnded"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "linkEnded.heading", "linkEnded.metaDescription", "/linkexpire");
}

export default function LinkExpired() {
  const { t, lang } = useI18n();
  const { account } = useAccount();
  const { brand } = useStore();
  return (
    <AccountPage title={t("linkEnded.heading")} lead={t("linkEnded.lead")}>
      <h2>{t("linkEnded.next")}</h2>
      <ul className="next-steps">
        <li>{t("linkEnded.newest")}</li>
        <li>
          {account ? (
            <LocalLink to="/orders" className="button">
              {t("linkEnded.orders")}
            </LocalLink>
          ) : (
            <>
              <a href={loginPath(lang, localizePath(lang, "/orders"))} className="button">
                {t("linkEnded.login")}
              </a>
              <p className="hint">{t("linkEnded.guest")}</p>
            </>
          )}
        </li>
        <li>
          {t("linkEnded.password")}{" "}
          <LocalLink to="/forgotPwd">{t("linkEnded.code")}</LocalLink>
        </li>
        <li>
          {t("linkEnded.support")} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
        </li>
      </ul>
    </AccountPage>
  );
}
