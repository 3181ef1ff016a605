/**
 * The published reviews of a plan or area page (docs/PRODUCT.md#order-reviews): their average and
 * count, then the newest first, each marked as a verified purchase and with the language it was
 * written in (its text carries `lang`, and says so when that is not the page's). The first
 * page comes with the page; "More reviews" asks /v2/query/dataPlanOrderReviewedPage for the next
 * one, and without JavaScript is a plain link to the page with one page more (`?reviews=N`).
 */
import { useState, type MouseEvent } from "react";
import { formatDay } from "../../../shared/i18n/dates.ts";
import { languageNameIn } from "../../../shared/i18n/language-names.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { REVIEWS_PAGE_SIZE } from "../../../shared/review-rules.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ReviewStars } from "./review-stars.tsx";
import type { ReviewItem, ReviewsData } from "./reviews.server.ts";

export function ReviewsSection({ reviews, lead }: { reviews: ReviewsData; lead: string }) {
  const { t, lang } = useI18n();
  const [more, setMore] = useState<{ list: ReviewItem[]; pages: number }>({ list: [], pages: 0 });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const list = [...reviews.list, ...more.list];
  const pages = reviews.pages + more.pages;

  async function loadMore(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const { apiPost } = await import("../../api/api-client.ts");
    const answer = await apiPost(
      "/v2/query/dataPlanOrderReviewedPage",
      { area: reviews.area, ...(reviews.plan ? { plan: reviews.plan } : {}), pageNum: pages + 1, pageSize: REVIEWS_PAGE_SIZE },
      { lang },
    );
    setBusy(false);
    if (!answer.success || !answer.obj) return setFailed(true);
    const added = answer.obj.list.map((r) => ({ ...r, date: formatDay(r.createdAt, lang) }));
    setMore((m) => ({ list: [...m.list, ...added], pages: m.pages + 1 }));
  }

  return (
    <section aria-labelledby="reviews-title" id="reviews" className="reviews">
      <h2 id="reviews-title">{t("reviews.heading")}</h2>
      {reviews.total === 0 ? (
        <p className="hint">{t("reviews.none")}</p>
      ) : (
        <>
          <p className="reviews-summary" data-testid="reviews-summary">
            {/* The same as the words beside it, which are what a screen reader reads. */}
            <span aria-hidden="true">
              <ReviewStars rating={reviews.averageValue ?? 0} />
            </span>{" "}
            <strong>{t("reviews.average", { average: reviews.average ?? "" })}</strong> · {t("reviews.count", { count: reviews.total })}
          </p>
          <p className="hint">{lead}</p>
          <ul className="review-list">
            {list.map((review) => (
              <li key={review.id}>
                <Review review={review} showPlan={reviews.plan === null} pageLang={lang} />
              </li>
            ))}
          </ul>
          {list.length < reviews.total && (
            <p>
              <a className="button secondary small" href={`?reviews=${pages + 1}#reviews`} onClick={(e) => void loadMore(e)} aria-disabled={busy || undefined}>
                {busy ? t("layout.loading") : t("reviews.more")}
              </a>
            </p>
          )}
          {failed && (
            <p className="error-text" role="alert">
              {t("common.networkError")}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Review({ review, showPlan, pageLang }: { review: ReviewItem; showPlan: boolean; pageLang: Lang }) {
  const { t } = useI18n();
  return (
    <article className="review">
      <p className="review-head">
        <ReviewStars rating={review.rating} /> <span className="badge verified">{t("reviews.verified")}</span> <time dateTime={review.createdAt}>{review.date}</time>
        {showPlan && review.plan && <span className="hint"> · {review.plan}</span>}
      </p>
      {review.text && (
        <p className="review-text" lang={review.lang}>
          {review.text}
        </p>
      )}
      {review.text && review.lang !== pageLang && <p className="hint review-lang">{t("reviews.writtenIn", { language: languageNameIn(review.lang, pageLang) })}</p>}
      {review.reply && (
        <div className="review-reply">
          <p className="review-reply-label">{t("reviews.reply")}</p>
          <p className="review-text">{review.reply.text}</p>
        </div>
      )}
    </article>
  );
}
