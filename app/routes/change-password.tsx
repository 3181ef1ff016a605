/**
 * `/changepwd`: a signed-in account changes its password (PRODUCT.md#passwords); every other
 * session ends. Guarded: the layout sends a signed-out visitor to log in first; a guest, who has
 * no password, goes home. Without JavaScript the form posts here; it needs the current password,
 * so a forged post can change nothing.
 */
import { useState, type FormEvent } from "react";
import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/change-password";
import { messagesFor } from "../i18n/messages.server.ts";
import { AccountPage, clientProblems, CredentialField, FormMessage, TokenField, type FieldProblem, type FormOutcome } from "../features/account/account-form.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { field, guardForm } from "../features/account/account-forms.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
import { requireSession } from "../features/account/require-session.server.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

type Outcome = FormOutcome | { status: "done"; email: string };

export function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession(context, request, { account: true });
  return { formToken: context.forms.issueToken(), email: session.email ?? "", messages: messagesFor(context.lang, ["change", "form"]) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<Outcome> {
  const form = await request.formData();
  const session = requireSession(context, request, { account: true });
  const email = session.email ?? "";
  const refused = await guardForm(context, "changepwd", form, email);
  if (refused) return refused;
  const password = field(form, "password");
  if (clientProblems(null, password).length > 0) return { status: "invalid", fields: ["password"], email };
  const changed = await context.services.accounts.updatePassword(session, { oldPassword: field(form, "oldPassword"), password, lang: context.lang });
  return changed.ok ? { status: "done", email } : { status: "failed", message: context.message(changed.code), email };
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "change.heading", "change.heading", "/changepwd");
}

export default function ChangePassword() {
  const { t, lang } = useI18n();
  const { formToken, email } = useLoaderData<typeof loader>();
  const serverOutcome = useActionData<typeof action>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = outcome ?? serverOutcome ?? null;
  const problems: FieldProblem[] = shown?.status === "invalid" ? shown.fields : [];

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const password = String(form.get("password") ?? "");
    const fields = clientProblems(null, password);
    if (fields.length > 0) return setOutcome({ status: "invalid", fields, email });
    setBusy(true);
    const [{ apiPost }, { failure }, { sessionToken }] = await Promise.all([
      import("../api/api-client.ts"),
      import("../features/account/account-flows.ts"),
      import("../features/account/session.ts"),
    ]);
    const answer = await apiPost("/v1/update/password", { oldPassword: String(form.get("oldPassword") ?? ""), password }, { lang, token: sessionToken() });
    setBusy(false);
    if (answer.success) formEl.reset();
    setOutcome(answer.success ? { status: "done", email } : { ...failure(answer, t("common.networkError")), status: "failed", email });
  }

  return (
    <AccountPage title={t("change.heading")}>
      <FormMessage outcome={shown?.status === "done" ? { status: "done", text: t("change.done") } : shown} />
      <Form method="post" noValidate onSubmit={submit}>
        <TokenField token={formToken} />
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <div className="field">
          <label htmlFor="oldPassword">{t("change.old")}</label>
          <input id="oldPassword" name="oldPassword" type="password" autoComplete="current-password" required />
        </div>
        <CredentialField kind="password" name="password" label={t("change.new")} autoComplete="new-password" problems={problems} />
        <button type="submit" className="button wide" disabled={busy}>
          {busy ? t("account.wait") : t("change.submit")}
        </button>
      </Form>
    </AccountPage>
  );
}
