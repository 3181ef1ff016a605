/**
 * Where the review prompt (docs/PRODUCT.md#order-reviews, overlay 6) lives: the locale layout
 * names an order to ask about (account logins only), and only then is the prompt's code fetched,
 * so a page without a prompt (the home page of every visitor who has none) carries none of it.
 * When it opens is the prompt's own business (app/features/reviews/review-prompt.tsx).
 */
import { lazy, Suspense } from "react";
import type { ReviewPromptData } from "./layout-data.ts";

const ReviewPrompt = lazy(() => import("../features/reviews/review-prompt.tsx"));

export function ReviewPromptHost({ prompt }: { prompt: ReviewPromptData | null }) {
  return (
    prompt && (
      <Suspense fallback={null}>
        <ReviewPrompt prompt={prompt} />
      </Suspense>
    )
  );
}
