/**
 * `/security`: an account's live sessions (PRODUCT.md#sessions), "sign out everywhere", the way
 * to change the password, and privacy self-service (PRODUCT.md#privacy-self-service): download
 * my data, delete my account. Listed by the loader through the same service as
 * /v1/user/sessions, so the page needs no script to show them; without script, "sign out
 * everywhere" is a form posted to /signout (app/routes/sign-out.tsx), the download a form posted
 * to /security/data (app/routes/data-export.ts), and the deletion's two steps (send the code,
 * delete with it) forms posted here. With script, the same buttons call the API, and the code is
 * typed in the code dialog.
 */
import { useState, type FormEvent } from "react";
import { Form, useActionData, useLoaderData, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/security";
import { messagesFor } from "../i18n/messages.server.ts";
import { CODE_LENGTH } from "../../shared/account-display.ts";
import { dataExportFileName, EXPORT_NOTICE_PARAM, EXPORT_NOTICES, type ExportNotice } from "../../shared/data-export.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { AccountPage, FormMessage, TokenField, type FormOutcome } from "../features/account/account-form.tsx";
import { RETURN_PARAM } from "../../shared/access-guard.ts";
import { client, field, guardForm, sessionFormToken, signedOutRedirect, signOutToken } from "../features/account/account-forms.server.ts";
import { SIGN_OUT_EVERYWHERE } from "../../shared/session-record.ts";
import { useAccount } from "../shell/account-context.ts";
import { LocalLink } from "../ui/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
import { requireSession } from "../features/account/require-session.server.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** What the deletion's forms (no script) hand back: the code was sent, or a refusal. */
type DeletionOutcome = FormOutcome | { status: "code-sent"; email: string };

const isExportNotice = (value: string | null): value is ExportNotice => (EXPORT_NOTICES as readonly (string | null)[]).includes(value);

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession(context, request, { account: true });
  const token = context.token ?? "";
  // Why a download without script was refused (app/routes/data-export.ts), in the page's words.
  const notice = new URL(request.url).searchParams.get(EXPORT_NOTICE_PARAM);
  const exportRefused: FormOutcome | null = !isExportNotice(notice)
    ? null
    : notice === "throttled"
      ? { status: "failed", message: context.message("EXPORT_THROTTLED"), email: "" }
      : notice === "limited"
        ? { status: "limited", minutes: 1, email: "" }
        : { status: "expired", email: "" };
  return {
    sessions: await context.services.accounts.listSessions(session),
    signOutToken: signOutToken(token),
    exportToken: sessionFormToken("data-export", token),
    formToken: context.forms.issueToken(),
    email: session.email ?? "",
    exportRefused,
    messages: messagesFor(context.lang, ["form", "privacy", "security"]),
  };
}

/** The deletion without script: `intent` "code" mails the code, "delete" deletes with it. */
export async function action({ request, context }: Route.ActionArgs): Promise<DeletionOutcome> {
  const session = requireSession(context, request, { account: true });
  const email = session.email ?? "";
  const form = await request.formData();
  const refused = await guardForm(context, "deleteAccount", form, email);
  if (refused) return refused;
  if (field(form, "intent") === "delete") {
    const deleted = await context.services.privacy.deleteAccount(session, field(form, "code").trim());
    if (!deleted.ok) return { status: "failed", message: context.message(deleted.code), email };
    // Its session is gone with it: the cookie goes too.
    throw signedOutRedirect(localizePath(context.lang, "/account-deleted"));
  }
  const sent = await context.services.accounts.sendDeletionCode(session, client(request, context));
  return sent.ok ? { status: "code-sent", email } : { status: "failed", message: context.message(sent.code), email };
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

/** Saves the export the API answered as a file, as the no-script download's attachment would be. */
function saveAsFile(data: { exportedAt: string }) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = dataExportFileName(data.exportedAt);
  link.click();
  // After the browser has taken the file: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export default function Security() {
  const { t, lang } = useI18n();
  const { sessions, signOutToken, exportToken, formToken, email, exportRefused } = useLoaderData<typeof loader>();
  const serverDeletion = useActionData<typeof action>();
  const { open } = useAccount();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportOutcome, setExportOutcome] = useState<FormOutcome | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deletionOutcome, setDeletionOutcome] = useState<DeletionOutcome | null>(null);
  const deletion = deletionOutcome ?? serverDeletion ?? null;
  // Without script, once the code was asked for (or a try with it failed), the page asks for the code.
  const codeStep = !deletionOutcome && (serverDeletion?.status === "code-sent" || serverDeletion?.status === "failed");
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const networkError = t("common.networkError");

  async function downloadData(e: FormEvent) {
    e.preventDefault();
    setExporting(true);
    setExportOutcome(null);
    const [{ apiPost }, { failure }, { sessionToken }] = await Promise.all([
      import("../api/api-client.ts"),
      import("../features/account/account-flows.ts"),
      import("../features/account/session.ts"),
    ]);
    const answer = await apiPost("/v1/user/data-export", {}, { lang, token: sessionToken() });
    setExporting(false);
    if (answer.success && answer.obj) saveAsFile(answer.obj);
    else setExportOutcome({ ...failure(answer, networkError), status: "failed", email });
  }

  async function askDeletionCode(e: FormEvent) {
    e.preventDefault();
    setDeleting(true);
    setDeletionOutcome(null);
    const { sendDeletionCode } = await import("../features/account/account-flows.ts");
    const sent = await sendDeletionCode(lang, networkError);
    setDeleting(false);
    if (!sent.ok) return setDeletionOutcome({ status: "failed", message: sent.message, email });
    open({ kind: "code", request: { codeType: "DELETEACCOUNT", email, sentAt: Date.now() } });
  }

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

      <section className="privacy-section" aria-labelledby="privacy-data">
        <h2 id="privacy-data">{t("privacy.data.heading")}</h2>
        <p>{t("privacy.data.text")}</p>
        <FormMessage outcome={exportOutcome ?? exportRefused} />
        {/* A plain form: without script the browser saves the attachment and stays on this page. */}
        <form className="actions" method="post" action={localizePath(lang, "/security/data")} onSubmit={(e) => void downloadData(e)}>
          <TokenField token={exportToken} />
          <button type="submit" className="button secondary" disabled={exporting}>
            {exporting ? t("account.wait") : t("privacy.data.download")}
          </button>
        </form>
      </section>

      <section className="privacy-section" aria-labelledby="privacy-delete">
        <h2 id="privacy-delete">{t("privacy.delete.heading")}</h2>
        <p>{t("privacy.delete.text")}</p>
        <p>{t("privacy.delete.balance")}</p>
        <FormMessage outcome={deletion?.status === "code-sent" ? { status: "done", text: t("privacy.delete.codeSent", { email }) } : deletion} />
        {codeStep ? (
          // Without script: the code from the e-mail, typed here. A full page load, which lands signed out.
          <Form method="post" reloadDocument>
            <TokenField token={formToken} />
            <input type="hidden" name="intent" value="delete" />
            <div className="field">
              <label htmlFor="deletion-code">{t("privacy.delete.code")}</label>
              <input id="deletion-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={CODE_LENGTH} required />
            </div>
            <button type="submit" className="button danger">
              {t("privacy.delete.confirm")}
            </button>
          </Form>
        ) : (
          <Form className="actions" method="post" onSubmit={(e) => void askDeletionCode(e)}>
            <TokenField token={formToken} />
            <input type="hidden" name="intent" value="code" />
            <button type="submit" className="button danger" disabled={deleting}>
              {deleting ? t("account.wait") : t("privacy.delete.start")}
            </button>
          </Form>
        )}
      </section>
    </AccountPage>
  );
}
