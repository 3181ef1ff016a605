/**
 * `/admin/sign-in`: e-mail, password and a code (TOTP or recovery), always all three
 * (docs/CONSOLE.md#signing-in). The same answer for every kind of failure; throttled by the form's
 * burst limit and the staff service's own limits. Works without JavaScript.
 */
import { Form, redirect, useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/sign-in";
import { FORM_TOKEN_FIELD } from "../../../shared/api/protocol.ts";
import { field, guardConsoleForm, nextConsolePath, staffClient, staffCookie, staffer, type Refusal } from "../../console/console.server.ts";
import { useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert } from "../../console/console-ui.tsx";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await staffer(request, context)) throw redirect(nextConsolePath(new URL(request.url)));
  return { formToken: context.forms.issueToken() };
}

export async function action({ request, context }: Route.ActionArgs): Promise<Refusal & { email: string }> {
  const form = await request.formData();
  const email = field(form, "email").trim();
  const refused = await guardConsoleForm(context, "staffSignIn", form);
  if (refused) return { ...refused, email };
  const outcome = await context.services.staff.signIn({ email, password: field(form, "password"), code: field(form, "code"), client: staffClient(request, context) });
  if (!outcome.ok) return { ok: false, message: context.message(outcome.code), email };
  throw redirect(nextConsolePath(new URL(request.url)), { headers: { "Set-Cookie": staffCookie(request, outcome.obj.token) } });
}

export default function SignIn() {
  const { t } = useConsole();
  const { formToken } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const note = params.has("signed-out") ? t("signIn.signedOut") : params.has("next") ? t("signIn.again") : null;
  return (
    <section className="console-narrow">
      <ConsoleTitle title={t("signIn.title")} />
      <p>{t("signIn.lead")}</p>
      {note && !refused && <p role="status">{note}</p>}
      <FormAlert message={refused?.message} />
      <Form method="post" className="console-form">
        <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
        <label>
          {t("field.email")}
          <input type="email" name="email" autoComplete="username" required defaultValue={refused?.email} />
        </label>
        <label>
          {t("field.password")}
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <label>
          {t("field.code")}
          <input name="code" autoComplete="one-time-code" inputMode="text" required aria-describedby="code-hint" spellCheck={false} />
        </label>
        <p id="code-hint" className="console-hint">
          {t("field.code.hint")}
        </p>
        <button type="submit" className="console-primary">
          {t("signIn.submit")}
        </button>
      </Form>
    </section>
  );
}
