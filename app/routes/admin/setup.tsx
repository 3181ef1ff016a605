/**
 * `/admin/setup?token=...`: the link of an invitation (or of `npm run staff -- create-owner`).
 * Shows the TOTP secret to enrol (QR code and key), takes a password and the first code, then
 * shows the ten recovery codes once and signs the new member in (docs/CONSOLE.md#staff-accounts).
 */
import { data, Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/setup";
import { FORM_TOKEN_FIELD } from "../../../shared/api/protocol.ts";
import { CONSOLE_PREFIX } from "../../../shared/console.ts";
import { consoleText, field, guardConsoleForm, staffClient, staffCookie, type Refusal } from "../../console/console.server.ts";
import { roleList, useConsole } from "../../console/console-i18n.tsx";
import { ConsoleTitle, FormAlert } from "../../console/console-ui.tsx";
export { ConsoleErrorBoundary as ErrorBoundary } from "../../console/console-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const setup = await context.services.staff.beginSetup(token);
  if (!setup.ok) return { valid: false as const };
  const { email, roles, expiresAt, secret, qrSvg } = setup.obj;
  return { valid: true as const, email, roles, expiresAt: expiresAt.toISOString(), qrSvg, secret, formToken: context.forms.issueToken() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const refused = await guardConsoleForm(context, "staffSetup", form);
  if (refused) return refused as Refusal;
  const password = field(form, "password");
  if (password !== field(form, "repeat")) return { ok: false, message: consoleText(context, "setup.password.mismatch") } as Refusal;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await context.services.staff.acceptInvite({ token, password, code: field(form, "code"), client: staffClient(request, context) });
  if (!outcome.ok) return { ok: false, message: context.message(outcome.code) } as Refusal;
  return data({ ok: true as const, recoveryCodes: outcome.obj.recoveryCodes }, { headers: { "Set-Cookie": staffCookie(request, outcome.obj.token) } });
}

export default function Setup() {
  const text = useConsole();
  const { t } = text;
  const setup = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (answer?.ok) {
    return (
      <section className="console-narrow">
        <ConsoleTitle title={t("setup.done.title")} />
        <p>{t("setup.done.codes")}</p>
        <ul className="recovery-codes" aria-label={t("setup.done.codesLabel")}>
          {answer.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        {/* A full page load: the layout then reads the new session's cookie. */}
        <a href={CONSOLE_PREFIX} className="console-primary">
          {t("setup.done.continue")}
        </a>
      </section>
    );
  }
  if (!setup.valid) {
    return (
      <section className="console-narrow">
        <ConsoleTitle title={t("setup.invalid.title")} />
        <p>{t("setup.invalid.text")}</p>
      </section>
    );
  }
  return (
    <section className="console-narrow">
      <ConsoleTitle title={t("setup.title")} />
      <p>{t("setup.lead", { email: setup.email, roles: roleList(text, setup.roles), expires: text.dateTime(setup.expiresAt) })}</p>
      <FormAlert message={answer?.message} />
      <h2>{t("setup.app.heading")}</h2>
      <p>{t("setup.app.scan")}</p>
      {/* Our own SVG, drawn by the server from the otpauth:// address; hidden inside, named here. */}
      <div className="enrolment-qr" role="img" aria-label={t("setup.app.qrLabel", { email: setup.email })} dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
      <p>
        {t("setup.app.key")} <code className="totp-key">{setup.secret}</code>
      </p>
      <Form method="post" className="console-form">
        <input type="hidden" name={FORM_TOKEN_FIELD} value={setup.formToken} />
        <input type="email" name="email" autoComplete="username" value={setup.email} readOnly hidden />
        <h2>{t("setup.password.heading")}</h2>
        <p className="console-hint" id="password-hint">
          {t("setup.password.hint")}
        </p>
        <label>
          {t("setup.password.new")}
          <input type="password" name="password" autoComplete="new-password" required minLength={8} maxLength={128} aria-describedby="password-hint" />
        </label>
        <label>
          {t("setup.password.repeat")}
          <input type="password" name="repeat" autoComplete="new-password" required />
        </label>
        <h2>{t("setup.code.heading")}</h2>
        <label>
          {t("setup.code.label")}
          <input name="code" autoComplete="one-time-code" inputMode="numeric" pattern="[0-9 ]*" required />
        </label>
        <button type="submit" className="console-primary">
          {t("setup.submit")}
        </button>
      </Form>
    </section>
  );
}
