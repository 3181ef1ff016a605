/**
 * `/forgotPwd`: sends a FINDPASSWORD code (PRODUCT.md#accounts). With JavaScript the code dialog
 * opens and a good code leads to `/resetpwd`; without, the form posts here and the visitor goes
 * to `/resetpwd` to type the code and the new password.
 */
import { useState, type FormEvent } from "react";
import { Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/forgot-password";
import { messagesFor } from "../i18n/messages.server.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { AccountPage, clientProblems, CredentialField, FormMessage, TokenField, type FieldProblem, type FormOutcome } from "../features/account/account-form.tsx";
import { useAccount } from "../shell/account-context.ts";
import { LocalLink } from "../ui/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { client, credentialProblems, field, guardForm } from "../features/account/account-forms.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: context.forms.issueToken(), messages: messagesFor(context.lang, ["forgot", "form", "signup"]) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<FormOutcome> {
  const form = await request.formData();
  const email = field(form, "email").trim();
  const refused = await guardForm(context, "forgotPwd", form, email);
  if (refused) return refused;
  const fields = credentialProblems(email);
  if (fields.length > 0) return { status: "invalid", fields, email };
  const sent = await context.services.accounts.sendCode({ email, codeType: "FINDPASSWORD", lang: context.lang, client: client(request, context) });
  if (!sent.ok) return { status: "failed", message: context.message(sent.code), email };
  throw redirect(`${localizePath(context.lang, "/resetpwd")}?email=${encodeURIComponent(email)}`);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "forgot.heading", "forgot.lead", "/forgotPwd");
}

export default function ForgotPassword() {
  const { t, lang } = useI18n();
  const { formToken } = useLoaderData<typeof loader>();
  const serverOutcome = useActionData<typeof action>();
  const { open } = useAccount();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = outcome ?? serverOutcome ?? null;
  const problems: FieldProblem[] = shown?.status === "invalid" ? shown.fields : [];

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    const fields = clientProblems(email);
    if (fields.length > 0) return setOutcome({ status: "invalid", fields, email });
    setBusy(true);
    const { sendCode } = await import("../features/account/account-flows.ts");
    const sent = await sendCode(lang, "FINDPASSWORD", email, undefined, t("common.networkError"));
    setBusy(false);
    if (!sent.ok) return setOutcome({ status: "failed", message: sent.message, email });
    setOutcome(null);
    open({ kind: "code", request: { codeType: "FINDPASSWORD", email, sentAt: Date.now() } });
  }

  return (
    <AccountPage title={t("forgot.heading")} lead={t("forgot.lead")}>
      <FormMessage outcome={shown} />
      <Form method="post" noValidate onSubmit={submit}>
        <TokenField token={formToken} />
        <CredentialField kind="email" name="email" label={t("account.email")} autoComplete="username" problems={problems} defaultValue={shown?.email} />
        <button type="submit" className="button wide" disabled={busy}>
          {busy ? t("account.wait") : t("forgot.submit")}
        </button>
      </Form>
      <p>
        <LocalLink to="/login">{t("signup.toLogin")}</LocalLink>
      </p>
    </AccountPage>
  );
}
