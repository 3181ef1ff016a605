/** Small pieces every console page uses: its title (the heading and the document's), the form alert and the hidden form fields. */
import { FORM_TOKEN_FIELD } from "../../shared/api/protocol.ts";
import { CONSOLE_FORM_KEY_FIELD } from "../../shared/console.ts";
import { useConsole } from "./console-i18n.tsx";

export function ConsoleTitle({ title }: { title: string }) {
  const { t } = useConsole();
  return (
    <>
      <title>{`${title} · ${t("console.name")}`}</title>
      <h1>{title}</h1>
    </>
  );
}

/** A refusal or a confirmation, announced to screen readers as it appears. */
export function FormAlert({ message, done }: { message?: string; done?: string }) {
  if (message) return <p role="alert" className="console-alert">{message}</p>;
  if (done) return <p role="status" className="console-done">{done}</p>;
  return null;
}

/** The hidden fields of a signed-in member's form: its one-time token and the session's form key. */
export function MemberFormFields({ token }: { token: string }) {
  const { formKey } = useConsole();
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      <input type="hidden" name={CONSOLE_FORM_KEY_FIELD} value={formKey} />
    </>
  );
}

/** A table's column headings. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {/* Headings are fixed per table: their place is their identity. */}
        {columns.map((column, place) => (
          <th scope="col" key={place}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
