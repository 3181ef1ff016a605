/** `/linkexpire`: where an expired e-mailed link lands; it offers a new code. */
import type { Route } from "./+types/link-expired";
import { AccountPage } from "../features/account/account-form.tsx";
import { LocalLink } from "../ui/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "expire.heading", "expire.text", "/linkexpire");
}

export default function LinkExpired() {
  const { t } = useI18n();
  return (
    <AccountPage title={t("expire.heading")} lead={t("expire.text")}>
      <p>
        <LocalLink to="/forgotPwd" className="button">
          {t("expire.action")}
        </LocalLink>
      </p>
    </AccountPage>
  );
}
