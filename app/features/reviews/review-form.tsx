/**
 * An order's review on its card on /orders (docs/PRODUCT.md#order-reviews): the form while the
 * order can be reviewed and has no review; then the review, its status and, for 30 days after
 * writing it, the same form to change it. A page form (server/http/page-forms.ts) posted to the
 * orders page's action, with JavaScript or without; what was typed comes back with a refusal.
 */
import { useId } from "react";
import { Form } from "react-router";
import { FORM_TOKEN_FIELD } from "../../../shared/api/protocol.ts";
import { languageNameIn } from "../../../shared/i18n/language-names.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { RATINGS, REVIEW_TEXT_MAX } from "../../../shared/review-rules.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { FormMessage, refusalText, type Refused } from "../../ui/form-message.tsx";
import { ReviewStars } from "./review-stars.tsx";

/** What the card knows of its order's review, worded on the server. */
export interface ReviewBlock {
  reviewable: boolean;
  editable: boolean;
  review: {
    rating: number;
    text: string | null;
    lang: Lang;
    status: "pending" | "published" | "rejected";
    /** The last day it can be changed, written out. */
    editableUntil: string;
  } | null;
}

/** The action's answer to a review form, with what was sent (kept in the form after a refusal). */
export type ReviewOutcome = { intent: "review"; orderNo: string; rating: number; text: string } & ({ status: "saved" } | { status: "failed"; message: string } | Refused);

export function OrderReview({ orderNo, block, formToken, outcome }: { orderNo: string; block: ReviewBlock; formToken: string; outcome: ReviewOutcome | null }) {
  const { t, lang } = useI18n();
  const titleId = `review-${orderNo}-title`;
  const { review } = block;
  if (!review && !block.reviewable) return null;
  // Kept in the form after any refusal, so nothing typed is lost.
  const sent = outcome && outcome.status !== "saved" ? outcome : null;
  const form = (
    <ReviewForm orderNo={orderNo} formToken={formToken} edit={review !== null} rating={sent?.rating ?? review?.rating ?? null} text={sent?.text ?? review?.text ?? ""} />
  );
  return (
    <section className="order-review" id={`review-${orderNo}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{review ? t("reviews.yours") : t("reviews.form.heading")}</h3>
      {review ? (
        <>
          <p className="review-head">
            <ReviewStars rating={review.rating} /> <span className={`status-badge review-${review.status}`}>{t(`reviews.status.${review.status}`)}</span>
          </p>
          {review.text && (
            <p className="review-text" lang={review.lang}>
              {review.text}
            </p>
          )}
          {review.text && review.lang !== lang && <p className="hint review-lang">{t("reviews.writtenIn", { language: languageNameIn(review.lang, lang) })}</p>}
          <p className="hint">{block.editable ? t("reviews.editUntil", { date: review.editableUntil }) : t("reviews.readOnly")}</p>
          {block.editable && (
            <details className="review-change" open={sent ? true : undefined}>
              <summary>{t("reviews.form.change")}</summary>
              {form}
            </details>
          )}
        </>
      ) : (
        form
      )}
      {outcome && <FormMessage answer={outcome} success={outcome.status === "saved"} text={outcome.status === "saved" ? t("reviews.form.sent") : refusalText(t, outcome)} />}
    </section>
  );
}

function ReviewForm({ orderNo, formToken, edit, rating, text }: { orderNo: string; formToken: string; edit: boolean; rating: number | null; text: string }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <Form method="post" preventScrollReset className="review-form">
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="orderNo" value={orderNo} />
      {edit && <input type="hidden" name="edit" value="1" />}
      <fieldset className="star-choice">
        <legend>{t("reviews.form.rating")}</legend>
        {RATINGS.map((n) => (
          <label key={n}>
            <input type="radio" name="rating" value={n} required defaultChecked={n === rating} />{" "}
            <span aria-hidden="true" className="stars">
              {"★".repeat(n)}
            </span>{" "}
            {t("reviews.form.stars", { count: n })}
          </label>
        ))}
      </fieldset>
      <p>
        <label htmlFor={`${id}-text`}>{t("reviews.form.text")}</label>
        <textarea id={`${id}-text`} name="text" rows={4} maxLength={REVIEW_TEXT_MAX} defaultValue={text} aria-describedby={`${id}-hint`} />
        <span className="hint" id={`${id}-hint`}>
          {t("reviews.form.hint")}
        </span>
      </p>
      <button type="submit" className="button">
        {edit ? t("reviews.form.save") : t("reviews.form.submit")}
      </button>
    </Form>
  );
}
