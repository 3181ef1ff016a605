/**
 * `/signup`: e-mail and password, then the e-mailed code (PRODUCT.md#accounts). With JavaScript a
 * code is sent through the API and the code dialog takes over (register, then log in); without,
 * the form posts here: first to send the code, then with the code to create the account and sign
 * in, setting the session cookie.
 */
import { useState, type FormEvent } from "react";
import { Form, redirect, useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/signup";
import { messagesFor } from "../i18n/messages.server.ts";
import { CODE_LENGTH } from "../../shared/account-display.ts";
import { safeReturnPath } from "../../shared/same-site.ts";
import { AccountPage, clientProblems, CredentialField, FormMessage, TokenField, type FieldProblem, type FormOutcome } from "../features/account/account-form.tsx";
import { useAccount } from "../shell/account-context.ts";
import { LocalLink } from "../ui/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { client, credentialProblems, field, guardForm, returnTarget, signedInRedirect } from "../features/account/account-forms.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** `sent`: the no-JavaScript code step, with the message of a failed attempt at it. */
type Outcome = FormOutcome | { status: "sent"; email: string; message?: string };

export function loader({ request, context }: Route.LoaderArgs) {
  if (context.session) throw redirect(returnTarget(new URL(request.url), context));
  return { formToken: context.forms.issueToken(), messages: messagesFor(context.lang, ["form", "reset", "signup"]) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<Outcome> {
  const form = await request.formData();
  const email = field(form, "email").trim();
  const password = field(form, "password");
  const refused = await guardForm(context, "signup", form, email);
  if (refused) return refused;
  const fields = credentialProblems(email, password);
  if (fields.length > 0) return { status: "invalid", fields, email };
  const { accounts } = context.services;
  if (field(form, "intent") !== "register") {
    const sent = await accounts.sendCode({ email, codeType: "REGISTER", password, lang: context.lang, client: client(request, context) });
    return sent.ok ? { status: "sent", email } : { status: "failed", message: context.message(sent.code), email };
  }
  const code = field(form, "code").trim();
  const registered = await accounts.register({ email, password, code, lang: context.lang });
  if (!registered.ok) return { status: "sent", message: context.message(registered.code), email };
  const login = await accounts.login({ email, password, client: client(request, context) });
  if (!login.ok) return { status: "sent", message: context.message(login.code), email };
  throw signedInRedirect(request, returnTarget(new URL(request.url), context), login.obj);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "signup.heading", "signup.lead", "/signup");
}

export default function Signup() {
  const { t, lang } = useI18n();
  const { formToken } = useLoaderData<typeof loader>();
  const serverOutcome = useActionData<typeof action>();
  const { open } = useAccount();
  const { search } = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = outcome ?? serverOutcome ?? null;
  const problems: FieldProblem[] = shown?.status === "invalid" ? shown.fields : [];
  // Without JavaScript, the second step: the code, and the password again (never kept in the page).
  const codeStep = !outcome && serverOutcome?.status === "sent" ? serverOutcome : null;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const fields = clientProblems(email, password);
    if (fields.length > 0) return setOutcome({ status: "invalid", fields, email });
    setBusy(true);
    const { sendCode } = await import("../features/account/account-flows.ts");
    const sent = await sendCode(lang, "REGISTER", email, password, t("common.networkError"));
    setBusy(false);
    if (!sent.ok) return setOutcome({ status: "failed", message: sent.message, email });
    setOutcome(null);
    open({ kind: "code", request: { codeType: "REGISTER", email, password, sentAt: Date.now(), returnTo: safeReturnPath(new URLSearchParams(search).get("redirect")) } });
  }

  return (
    <AccountPage title={t("signup.heading")} lead={t("signup.lead")}>
      <FormMessage outcome={shown?.status === "sent" ? (shown.message ? { status: "failed", message: shown.message, email: shown.email } : null) : shown} />
      {codeStep ? (
        <Form method="post" noValidate>
          <p>{t("signup.codeSent", { email: codeStep.email })}</p>
          <TokenField token={formToken} />
          <input type="hidden" name="intent" value="register" />
          <input type="hidden" name="email" value={codeStep.email} />
          <div className="field">
            <label htmlFor="code">{t("reset.code")}</label>
            <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={CODE_LENGTH} required />
          </div>
          <CredentialField kind="password" name="password" label={t("account.password")} autoComplete="new-password" problems={problems} />
          <button type="submit" className="button wide">
            {t("signup.finish")}
          </button>
        </Form>
      ) : (
        <Form method="post" noValidate onSubmit={submit}>
          <TokenField token={formToken} />
          <CredentialField kind="email" name="email" label={t("account.email")} autoComplete="username" problems={problems} defaultValue={shown?.email} />
          <CredentialField kind="password" name="password" label={t("account.password")} autoComplete="new-password" problems={problems} />
          <button type="submit" className="button wide" disabled={busy}>
            {busy ? t("account.wait") : t("signup.submit")}
          </button>
        </Form>
      )}
      <p>
        {t("signup.hasAccount")} <LocalLink to={`/login${search}`}>{t("signup.toLogin")}</LocalLink>
      </p>
    </AccountPage>
  );
}
