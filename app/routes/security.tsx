/**
 * `/security`: an account's live sessions (PRODUCT.md#sessions), "sign out everywhere", and the
 * way to change the password. Listed by the loader through the same service as
 * /v1/user/sessions, so the page needs no script to show them; without script, "sign out
 * everywhere" is a form posted to /signout (app/routes/sign-out.tsx).
 */
import { useState, type FormEvent } from "react";
import { useLoaderData, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/security";
import { localizePath } from "../../shared/i18n/paths.ts";
import { AccountPage, TokenField } from "../features/account/account-form.tsx";
import { RETURN_PARAM } from "../../shared/access-guard.ts";
import { signOutToken } from "../features/account/account-forms.server.ts";
import { SIGN_OUT_EVERYWHERE } from "../../shared/session-record.ts";
import { LocalLink } from "../ui/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
import { requireSession } from "../features/account/require-session.server.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession(context, request, { account: true });
  return { sessions: await context.services.accounts.listSessions(session), signOutToken: signOutToken(context.token ?? "") };
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "security.heading", "security.lead", "/security");
}

/** "Chrome on Windows"-like wording is not attempted: the browser's own name is enough to tell them apart. */
function browserName(userAgent: string): string | null {
  const match = /(Edg|OPR|Firefox|Chrome|Chromium|Safari)\/[\d.]+/.exec(userAgent);
  if (!match) return null;
  return { Edg: "Edge", OPR: "Opera" }[match[1]] ?? match[1];
}

export default function Security() {
  const { t, lang } = useI18n();
  const { sessions, signOutToken } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });

  async function signOutEverywhere(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const [{ apiPost }, session] = await Promise.all([import("../api/api-client.ts"), import("../features/account/session.ts")]);
    await apiPost("/v1/user/logout-all", {}, { lang, token: session.sessionToken() });
    session.clearSession();
    await navigate(localizePath(lang, "/"));
    await revalidate();
  }

  return (
    <AccountPage title={t("security.heading")} lead={t("security.lead")}>
      <ul className="session-list">
        {sessions.map((s) => (
          <li key={s.id}>
            <strong>{browserName(s.userAgent) ?? t("security.unknown")}</strong>
            {s.current && <span className="badge">{t("security.current")}</span>}
            <br />
            <span className="hint">{t("security.since", { date: dates.format(new Date(s.createdAt)) })}</span>
          </li>
        ))}
      </ul>
      <form className="actions" method="post" action={localizePath(lang, "/signout")} onSubmit={(e) => void signOutEverywhere(e)}>
        <TokenField token={signOutToken} />
        <input type="hidden" name="scope" value={SIGN_OUT_EVERYWHERE} />
        <input type="hidden" name={RETURN_PARAM} value={localizePath(lang, "/")} />
        <button type="submit" className="button secondary" disabled={busy}>
          {t("security.signOutAll")}
        </button>
        <LocalLink to="/changepwd" className="button secondary">
          {t("security.changePassword")}
        </LocalLink>
      </form>
    </AccountPage>
  );
}
