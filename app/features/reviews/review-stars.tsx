/** A rating drawn as five stars, read out as "Rated 4 out of 5". */
import { RATING_MAX } from "../../../shared/review-rules.ts";
import { useI18n } from "../../i18n/i18n.tsx";

export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useI18n();
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={t("reviews.rated", { rating })}>
      {"★".repeat(full)}
      <span className="stars-off">{"★".repeat(RATING_MAX - full)}</span>
    </span>
  );
}
