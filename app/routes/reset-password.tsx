/**
 * `/resetpwd`: a new password with the FINDPASSWORD code (PRODUCT.md#accounts). The code dialog
 * brings the checked code in history state; a visitor without JavaScript (or a reload) types it.
 * Resetting ends every session, so the visitor then logs in again.
 */
import { useState, type FormEvent } from "react";
import { data, Form, useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/reset-password";
import { messagesFor } from "../i18n/messages.server.ts";
import { CODE_LENGTH } from "../../shared/account-display.ts";
import { AccountPage, clientProblems, CredentialField, FormMessage, TokenField, type FieldProblem, type FormOutcome } from "../features/account/account-form.tsx";
import { LocalLink } from "../ui/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { credentialProblems, deviceCookieHeader, deviceKeyOf, field, guardForm } from "../features/account/account-forms.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

type Outcome = FormOutcome | { status: "done"; email: string };

export function loader({ request, context }: Route.LoaderArgs) {
  return { formToken: context.forms.issueToken(), email: new URL(request.url).searchParams.get("email") ?? "", messages: messagesFor(context.lang, ["form", "login", "reset"]) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<Outcome | ReturnType<typeof data<Outcome>>> {
  const form = await request.formData();
  const email = field(form, "email").trim();
  const password = field(form, "password");
  const refused = await guardForm(context, "resetpwd", form, email);
  if (refused) return refused;
  const fields = credentialProblems(email, password);
  if (fields.length > 0) return { status: "invalid", fields, email };
  const reset = await context.services.accounts.resetPassword({ email, code: field(form, "code").trim(), password, lang: context.lang, deviceKey: deviceKeyOf(request) });
  if (!reset.ok) return { status: "failed", message: context.message(reset.code), email };
  // The code proved the mailbox: this browser is now a known device of the address.
  return data<Outcome>({ status: "done", email }, { headers: deviceCookieHeader(request, reset.obj.deviceKey) });
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "reset.heading", "reset.lead", "/resetpwd");
}

export default function ResetPassword() {
  const { t, lang } = useI18n();
  const loaded = useLoaderData<typeof loader>();
  const serverOutcome = useActionData<typeof action>();
  const state = useLocation().state as { email?: string; code?: string } | null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = outcome ?? serverOutcome ?? null;
  const problems: FieldProblem[] = shown?.status === "invalid" ? shown.fields : [];
  const email = state?.email ?? (shown?.email || loaded.email);
  const code = state?.code;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const address = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const fields = clientProblems(address, password);
    if (fields.length > 0) return setOutcome({ status: "invalid", fields, email: address });
    setBusy(true);
    const [{ apiPost }, { failure }] = await Promise.all([import("../api/api-client.ts"), import("../features/account/account-flows.ts")]);
    const answer = await apiPost("/v1/reset/password", { verifyCode: String(form.get("code") ?? "").trim(), password }, { lang, email: address });
    setBusy(false);
    setOutcome(answer.success ? { status: "done", email: address } : { ...failure(answer, t("common.networkError")), status: "failed", email: address });
  }

  if (shown?.status === "done") {
    return (
      <AccountPage title={t("reset.heading")}>
        <FormMessage outcome={{ status: "done", text: t("reset.done") }} done={<LocalLink to="/login">{t("login.submit")}</LocalLink>} />
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t("reset.heading")} lead={t("reset.lead")}>
      <FormMessage outcome={shown} />
      <Form method="post" noValidate onSubmit={submit}>
        <TokenField token={loaded.formToken} />
        {state?.email ? (
          <input type="hidden" name="email" value={email} />
        ) : (
          <CredentialField kind="email" name="email" label={t("account.email")} autoComplete="username" problems={problems} defaultValue={email} />
        )}
        {code ? (
          <input type="hidden" name="code" value={code} />
        ) : (
          <div className="field">
            <label htmlFor="code">{t("reset.code")}</label>
            <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={CODE_LENGTH} required />
          </div>
        )}
        <CredentialField kind="password" name="password" label={t("reset.password")} autoComplete="new-password" problems={problems} />
        <button type="submit" className="button wide" disabled={busy}>
          {busy ? t("account.wait") : t("reset.submit")}
        </button>
      </Form>
    </AccountPage>
  );
}
