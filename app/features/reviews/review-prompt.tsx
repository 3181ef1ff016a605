/**
 * The review prompt (docs/PRODUCT.md#order-reviews, overlay 6): asks an account holder about one
 * order they can review, with a GO link to the current orders (`/orders?tab=1`, at that order's
 * review form). Loaded by app/shell/review-prompt-host.tsx when the layout names an order.
 *
 * It opens 2 s after nothing else is open (app/shell/open-overlays.tsx: the cookie notice, a
 * picker, a menu, an account overlay, a marketing dialog) and counts as open itself while it is,
 * so it never stacks over another dialog nor another over it. Opening it records the order as
 * asked about (never again for it); closing it without going (Not now, ×, Escape) records a
 * dismissal, after which no prompt comes for 120 days. Both are stored on the server
 * (/v1/review/prompt), so they hold on every device.
 */
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import type { ReviewPromptData } from "../../shell/layout-data.ts";
import { useOverlayRegistry } from "../../shell/open-overlays.tsx";
import { LocalLink } from "../../ui/links.tsx";
import { Modal } from "../../ui/modal.tsx";
import { sessionToken } from "../account/session.ts";

const PROMPT_DELAY_MS = 2_000;

export default function ReviewPrompt({ prompt }: { prompt: ReviewPromptData }) {
  const { t, lang } = useI18n();
  const overlays = useOverlayRegistry();
  const [open, setOpen] = useState<string | null>(null);
  // Orders asked about in this tab: the layout's data names one until it is next loaded.
  const asked = useRef(new Set<string>());
  const release = useRef<(() => void) | null>(null);
  const going = useRef(false);
  const { orderNo } = prompt;

  const record = (dismissed: boolean) =>
    // Best effort: a record lost on the way only means the prompt may come once more.
    void import("../../api/api-client.ts").then(({ apiPost }) => apiPost("/v1/review/prompt", { orderNo, dismissed }, { lang, token: sessionToken() }));

  useEffect(() => {
    if (asked.current.has(orderNo)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop = () => {};
    const show = () => {
      // Checked again when the time is up: something may have opened since.
      if (!overlays.nothingOpen() || asked.current.has(orderNo)) return;
      stop();
      asked.current.add(orderNo);
      // Registered at once, before another waiting dialog's timer can find nothing open.
      release.current = overlays.add();
      going.current = false;
      setOpen(orderNo);
      record(false);
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
    // `record` reads only the order and language, which the dependencies cover.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderNo, overlays]);

  // Unmounted while open (the layout no longer names an order): the registry is freed all the same.
  useEffect(() => () => release.current?.(), []);

  if (open !== orderNo) return null;
  const close = () => {
    if (!going.current) record(true);
    release.current?.();
    release.current = null;
    setOpen(null);
  };
  return (
    <Modal title={t("reviewPrompt.title", { area: prompt.area })} className="review-prompt" onClose={close}>
      <p>{t("reviewPrompt.text", { orderNo })}</p>
      <div className="actions">
        <button type="button" className="button secondary" onClick={close}>
          {t("reviewPrompt.later")}
        </button>
        <LocalLink
          to={`/orders?tab=1#review-${orderNo}`}
          className="button"
          data-autofocus
          onClick={() => {
            going.current = true;
            close();
          }}
        >
          {t("reviewPrompt.go")}
        </LocalLink>
      </div>
    </Modal>
  );
}
