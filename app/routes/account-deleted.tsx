/**
 * `/account-deleted`: where a deletion lands (PRODUCT.md#privacy-self-service), signed out. It
 * says what happened and what was kept; it shows nothing of the account, which no longer exists.
 */
import type { Route } from "./+types/account-deleted";
import { messagesFor } from "../i18n/messages.server.ts";
import { AccountPage } from "../features/account/account-form.tsx";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
import { LocalLink } from "../ui/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return { messages: messagesFor(context.lang, ["form", "privacy"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "privacy.deleted.heading", "privacy.deleted.text", "/account-deleted");
}

export default function AccountDeleted() {
  const { t } = useI18n();
  return (
    <AccountPage title={t("privacy.deleted.heading")} lead={t("privacy.deleted.text")}>
      <p>{t("privacy.deleted.kept")}</p>
      <p>
        <LocalLink to="/" className="button">
          {t("privacy.deleted.home")}
        </LocalLink>
      </p>
    </AccountPage>
  );
}
