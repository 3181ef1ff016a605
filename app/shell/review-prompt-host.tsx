/**
 * Where the review prompt (docs/PRODUCT.md#order-reviews, overlay 6) waits its turn: the locale
 * layout names an order to ask about (account logins only), and the prompt opens 2 s after
 * nothing else is open (app/shell/open-overlays.tsx: the cookie notice, a picker, a menu, an
 * account overlay, a marketing dialog), counting as open itself while it is. Its code is fetched
 * only then, so a page without a prompt (the home page of every visitor who has none) carries
 * none of it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { ReviewPromptData } from "./layout-data.ts";
import { useOverlayRegistry } from "./open-overlays.tsx";

const ReviewPrompt = lazy(() => import("../features/reviews/review-prompt.tsx"));

export const PROMPT_DELAY_MS = 2_000;

export function ReviewPromptHost({ prompt }: { prompt: ReviewPromptData | null }) {
  const overlays = useOverlayRegistry();
  const [open, setOpen] = useState<string | null>(null);
  // Orders asked about in this tab: the layout's data may name one again until it reloads.
  const asked = useRef(new Set<string>());
  const release = useRef<(() => void) | null>(null);
  const orderNo = prompt?.orderNo ?? null;

  useEffect(() => {
    if (!orderNo || asked.current.has(orderNo)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop = () => {};
    const show = () => {
      // Checked again when the time is up: something may have opened since.
      if (!overlays.nothingOpen() || asked.current.has(orderNo)) return;
      stop();
      asked.current.add(orderNo);
      // Registered at once, before any other waiting dialog's timer can find nothing open.
      release.current = overlays.add();
      setOpen(orderNo);
    };
    const schedule = () => {
      clearTimeout(timer);
      if (overlays.nothingOpen()) timer = setTimeout(show, PROMPT_DELAY_MS);
    };
    stop = overlays.subscribe(schedule);
    schedule();
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [orderNo, overlays]);

  // Leaving the page tree (or an unmount) while open still frees the registry.
  useEffect(() => () => release.current?.(), []);

  if (!prompt || open !== prompt.orderNo) return null;
  const close = () => {
    release.current?.();
    release.current = null;
    setOpen(null);
  };
  return (
    <Suspense fallback={null}>
      <ReviewPrompt prompt={prompt} onClose={close} />
    </Suspense>
  );
}
