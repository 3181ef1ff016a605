/**
 * `/partnership`: the partner enquiry form. With JavaScript it validates in the browser and posts
 * to /v1/partnership/contactUs; without, the form posts to this page and the same schema and
 * service handle it on the server.
 */
import { useState, type FormEvent } from "react";
import { Form, useActionData, useLoaderData } from "react-router";
import { FORM_TOKEN_FIELD } from "../../shared/api/protocol.ts";
import type { Route } from "./+types/partnership";
import { messagesFor } from "../i18n/messages.server.ts";
import {
  invalidPartnershipFields,
  PARTNER_TYPES,
  PartnershipForm,
  partnershipFromForm,
  type PartnershipField,
} from "../../shared/api/partnership.ts";
import { CONTENT_PAGES } from "../../shared/site-pages.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { apiPost, isNetworkError } from "../api/api-client.ts";
import { i18nFromMatches, seoTags } from "../shell/seo.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

type Outcome =
  | { status: "sent" }
  | { status: "invalid"; fields: PartnershipField[]; values: FormValues; message?: string }
  | { status: "failed"; message?: string }
  | { status: "limited"; minutes: number; values: FormValues }
  | { status: "expired"; values: FormValues };
type FormValues = Record<string, string | undefined>;

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: context.forms.issueToken(), messages: messagesFor(context.lang, ["form", "partnership"]) };
}

/**
 * The no-JavaScript door: rate-limited like the API, and idempotent through the form token, so
 * a resubmitted page stores one lead.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<Outcome> {
  const form = await request.formData();
  const values = partnershipFromForm(form);
  const verdict = await context.forms.accept("partnership", form);
  if (!verdict.ok) {
    // A field the store cannot keep: marked, with the API's message, and what was typed kept.
    if (verdict.reason === "unreadable") return { status: "invalid", fields: invalidPartnershipFields(values), values, message: verdict.message };
    return verdict.reason === "rate-limited" ? { status: "limited", minutes: verdict.retryAfterMinutes, values } : { status: "expired", values };
  }
  const parsed = PartnershipForm.safeParse(values);
  if (!parsed.success) return { status: "invalid", fields: invalidPartnershipFields(values), values };
  await context.services.partnership.submitLead(parsed.data, context.lang, verdict.token);
  return { status: "sent" };
}

export function meta({ matches }: Route.MetaArgs) {
  const ctx = i18nFromMatches(matches);
  if (!ctx) return [];
  const { t } = ctx.i18n;
  return seoTags({ layout: ctx.layout, title: t("meta.partnership.title"), description: t("meta.partnership.description"), path: CONTENT_PAGES.partnership });
}

const FIELDS = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "company", type: "text", autoComplete: "organization" },
  { name: "contactEmail", type: "email", autoComplete: "email" },
  { name: "website", type: "url", autoComplete: "url" },
] as const;

export default function Partnership() {
  const { t, lang } = useI18n();
  const { formToken } = useLoaderData<typeof loader>();
  const serverOutcome = useActionData<typeof action>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = outcome ?? serverOutcome ?? null;
  const invalid = new Set(shown?.status === "invalid" ? shown.fields : []);
  // Without JavaScript a refused form comes back from the server: keep what was typed.
  const kept: FormValues = shown && "values" in shown ? shown.values : {};

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const input = partnershipFromForm(new FormData(form));
    const fields = invalidPartnershipFields(input);
    if (fields.length > 0) {
      setOutcome({ status: "invalid", fields, values: input });
      form.querySelector<HTMLElement>(`[name="${fields[0]}"]`)?.focus();
      return;
    }
    setBusy(true);
    // Valid, as checked above; parsing gives the typed body the endpoint expects.
    const answer = await apiPost("/v1/partnership/contactUs", PartnershipForm.parse(input), { lang });
    setBusy(false);
    if (answer.success) {
      form.reset();
      setOutcome({ status: "sent" });
    } else {
      setOutcome({ status: "failed", message: isNetworkError(answer) ? t("common.networkError") : answer.msg });
    }
  }

  const errorId = (field: string) => `${field}-error`;
  /** The field's error, announced with it (aria-describedby) when the field is invalid. */
  const fieldError = (field: PartnershipField) =>
    invalid.has(field) && (
      <p id={errorId(field)} className="error-text">
        {t(`partnership.error.${field}`)}
      </p>
    );
  const invalidProps = (field: PartnershipField) => ({
    "aria-invalid": invalid.has(field) || undefined,
    "aria-describedby": invalid.has(field) ? errorId(field) : undefined,
  });
  return (
    <>
      <header className="page-head">
        <div>
          <h1>{t("partnership.heading")}</h1>
          <p className="lead">{t("partnership.lead")}</p>
        </div>
      </header>
      <ul className="benefits">
        {([1, 2, 3] as const).map((n) => (
          <li key={n}>{t(`partnership.benefit.${n}`)}</li>
        ))}
      </ul>
      <section aria-labelledby="partner-form" className="form-card">
        <h2 id="partner-form">{t("partnership.form")}</h2>
        <div role="status" aria-live="polite">
          {shown?.status === "sent" && <p className="success-text">{t("partnership.success")}</p>}
          {shown?.status === "failed" && <p className="error-text">{shown.message ?? t("partnership.failed")}</p>}
          {shown?.status === "invalid" && <p className="error-text">{shown.message ?? t("partnership.failed")}</p>}
          {shown?.status === "limited" && <p className="error-text">{t("form.rateLimited", { minutes: shown.minutes })}</p>}
          {shown?.status === "expired" && <p className="error-text">{t("form.expired")}</p>}
        </div>
        <Form method="post" noValidate onSubmit={submit}>
          <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
          {FIELDS.map((f) => (
            <div className="field" key={f.name}>
              <label htmlFor={f.name}>{t(`partnership.${f.name === "contactEmail" ? "email" : f.name}`)}</label>
              <input
                id={f.name}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                defaultValue={kept[f.name]}
                required={f.name !== "website"}
                {...invalidProps(f.name)}
              />
              {fieldError(f.name)}
            </div>
          ))}
          <div className="field">
            <label htmlFor="partnerType">{t("partnership.type")}</label>
            <select
              id="partnerType"
              name="partnerType"
              required
              defaultValue={kept.partnerType ?? ""}
              {...invalidProps("partnerType")}
            >
              <option value="" disabled>
                {t("partnership.type.choose")}
              </option>
              {PARTNER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`partnership.type.${type}`)}
                </option>
              ))}
            </select>
            {fieldError("partnerType")}
          </div>
          <div className="field">
            <label htmlFor="message">{t("partnership.message")}</label>
            <textarea
              id="message"
              name="message"
              rows={6}
              required
              minLength={20}
              maxLength={3000}
              defaultValue={kept.message}
              {...invalidProps("message")}
            />
            {fieldError("message")}
          </div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t("partnership.sending") : t("partnership.submit")}
          </button>
        </Form>
      </section>
    </>
  );
}
