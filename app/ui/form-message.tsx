/**
 * A page form's answer on the page (the orders page's refund, stopped link and review): the
 * success or the refusal, which takes the focus each time a new answer comes, since the button
 * that sent the form may be gone.
 */
import { useEffect, useRef } from "react";
import type { I18n } from "../i18n/i18n.tsx";

/** What the page-form guard answers instead of doing the work (server/http/page-forms.ts). */
export type Refused = { status: "limited"; minutes: number } | { status: "expired" };

/** The words of a refusal: the service's own message, or the guard's. */
export function refusalText(t: I18n["t"], outcome: { status: "failed"; message: string } | Refused): string {
  return outcome.status === "failed" ? outcome.message : outcome.status === "limited" ? t("form.rateLimited", { minutes: outcome.minutes }) : t("form.expired");
}

export function FormMessage({ answer, success, text }: { answer: object; success: boolean; text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [answer]);
  return (
    <p ref={ref} tabIndex={-1} className={success ? "success-text" : "error-text"} role={success ? "status" : "alert"}>
      {text}
    </p>
  );
}
