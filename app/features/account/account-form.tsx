/**
 * Pieces the account pages share: the page frame, e-mail and password fields with their
 * client-side messages (PRODUCT.md#email-format, #passwords), and the message area that shows
 * the server's own (localized) answer next to the form.
 */
import type { ReactNode } from "react";
import { FORM_TOKEN_FIELD } from "../../../shared/api/protocol.ts";
import { isEmail, passwordLengthOk } from "../../../shared/account-display.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { FieldProblem, FormOutcome } from "./account-forms.server.ts";

export type { FieldProblem, FormOutcome };

/** What the browser checks before calling the API. */
export function clientProblems(email: string | null, password?: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (email !== null && !isEmail(email)) problems.push("email");
  if (password !== undefined && !passwordLengthOk(password)) problems.push("password");
  return problems;
}

export function AccountPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="account-page form-card" aria-labelledby="account-title">
      <h1 id="account-title">{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </section>
  );
}

export function TokenField({ token }: { token: string }) {
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />;
}

/** The form's outcome: a server message, the form guard's, or "check the fields". */
export function FormMessage({ outcome, done }: { outcome: FormOutcome | { status: "done"; text: string } | null | undefined; done?: ReactNode }) {
  const { t } = useI18n();
  let text: ReactNode = null;
  if (outcome?.status === "failed") text = outcome.message;
  else if (outcome?.status === "limited") text = t("form.rateLimited", { minutes: outcome.minutes });
  else if (outcome?.status === "expired") text = t("form.expired");
  return (
    <div className="form-message" role="alert">
      {text && <p className="error-text">{text}</p>}
      {outcome?.status === "done" && (
        <p className="success-text">
          {outcome.text} {done}
        </p>
      )}
    </div>
  );
}

const ERROR_KEY = { email: "account.error.email", password: "account.error.password" } as const;

export function CredentialField({
  kind,
  name,
  label,
  problems,
  defaultValue,
  autoComplete,
}: {
  kind: FieldProblem;
  name: string;
  label: string;
  problems: FieldProblem[];
  defaultValue?: string;
  autoComplete: string;
}) {
  const { t } = useI18n();
  const invalid = problems.includes(kind);
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type={kind === "email" ? "email" : "password"}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required
        {...(kind === "password" ? { minLength: 8, maxLength: 128 } : { maxLength: 254 })}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : kind === "password" && autoComplete === "new-password" ? hintId : undefined}
      />
      {kind === "password" && autoComplete === "new-password" && !invalid && (
        <p id={hintId} className="hint">
          {t("account.passwordHint")}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="error-text">
          {t(ERROR_KEY[kind])}
        </p>
      )}
    </div>
  );
}
