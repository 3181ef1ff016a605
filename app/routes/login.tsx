/**
 * `/login`: e-mail and password. With JavaScript the form calls /v1/user/login and keeps the
 * session in the browser; without, it posts here and the same service signs the visitor in,
 * setting the session cookie. Either way the visitor then goes back to the page that sent them
 * here (`?redirect=`), else home. "Continue as guest" posts here too without JavaScript (from
 * this page and from checkout): the action then makes the guest log-in (PRODUCT.md#guest-log-in).
 */
import { useState, type FormEvent } from "react";
import { Form, redirect, useActionData, useLoaderData, useLocation, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/login";
import { messagesFor } from "../i18n/messages.server.ts";
import { safeReturnPath } from "../../shared/same-site.ts";
import { GUEST_FORM_INTENT } from "../../shared/guest-auth.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { AccountPage, clientProblems, CredentialField, FormMessage, TokenField, type FieldProblem, type FormOutcome } from "../features/account/account-form.tsx";
import { GuestForm } from "../features/account/guest-form.tsx";
import { LocalLink } from "../ui/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { client, credentialProblems, field, guardForm, returnTarget, signedInRedirect } from "../features/account/account-forms.server.ts";
import { guestLogInByForm } from "../features/account/guest-login.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  if (context.session) throw redirect(returnTarget(new URL(request.url), context));
  return { formToken: context.forms.issueToken(), messages: messagesFor(context.lang, ["form", "login"]) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<FormOutcome> {
  const form = await request.formData();
  if (field(form, "intent") === GUEST_FORM_INTENT) return guestLogInByForm(request, context, form);
  const email = field(form, "email").trim();
  const password = field(form, "password");
  const refused = await guardForm(context, "login", form, email);
  if (refused) return refused;
  const fields = credentialProblems(email);
  if (fields.length > 0 || !password) return { status: "invalid", fields: fields.length ? fields : ["password"], email };
  const outcome = await context.services.accounts.login({ email, password, client: client(request, context) });
  if (!outcome.ok) return { status: "failed", message: context.message(outcome.code), email };
  throw signedInRedirect(request, returnTarget(new URL(request.url), context), outcome.obj);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "login.heading", "login.lead", "/login");
}

export default function Login() {
  const { t, lang } = useI18n();
  const { formToken } = useLoaderData<typeof loader>();
  const serverOutcome = useActionData<typeof action>();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const { search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const shown = outcome ?? serverOutcome ?? null;
  const problems: FieldProblem[] = shown?.status === "invalid" ? shown.fields : [];
  const returnTo = new URLSearchParams(search).get("redirect");

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const fields = clientProblems(email);
    if (!password) fields.push("password");
    if (fields.length > 0) return setOutcome({ status: "invalid", fields, email });
    setBusy(true);
    const { logIn } = await import("../features/account/account-flows.ts");
    const result = await logIn(lang, email, password, t("common.networkError"));
    setBusy(false);
    if (!result.ok) return setOutcome({ status: "failed", message: result.message, email });
    await navigate(safeReturnPath(returnTo) ?? localizePath(lang, "/"), { replace: true });
    await revalidate();
  }

  return (
    <AccountPage title={t("login.heading")} lead={t("login.lead")}>
      <FormMessage outcome={shown} />
      <Form method="post" noValidate onSubmit={submit} className="login-form">
        <TokenField token={formToken} />
        <CredentialField kind="email" name="email" label={t("account.email")} autoComplete="username" problems={problems} defaultValue={shown?.email} />
        <CredentialField kind="password" name="password" label={t("account.password")} autoComplete="current-password" problems={problems} />
        <button type="submit" className="button wide" disabled={busy}>
          {busy ? t("account.wait") : t("login.submit")}
        </button>
      </Form>
      <p>
        <LocalLink to="/forgotPwd">{t("login.forgot")}</LocalLink>
      </p>
      <p>
        {t("login.noAccount")} <LocalLink to={`/signup${search}`}>{t("login.toSignup")}</LocalLink>
      </p>
      <div className="login-guest">
        <p>{t("login.guestText")}</p>
        <GuestForm next={safeReturnPath(returnTo)} token={formToken} className="button secondary wide" />
      </div>
    </AccountPage>
  );
}
