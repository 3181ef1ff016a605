/**
 * The review prompt (docs/PRODUCT.md#order-reviews, overlay 6): asks an account holder about one
 * order they can review, with a GO link to the current orders (`/orders?tab=1`, at that order's
 * review form). Opening it records the order as asked about (it is not asked about again);
 * closing it without going (Not now, ×, Escape) records a dismissal, after which no prompt comes
 * for 120 days. Both are stored on the server (/v1/review/prompt), so they hold on every device.
 * Loaded on demand by app/shell/review-prompt-host.tsx.
 */
import { useEffect, useRef } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import type { ReviewPromptData } from "../../shell/layout-data.ts";
import { LocalLink } from "../../ui/links.tsx";
import { Modal } from "../../ui/modal.tsx";
import { sessionToken } from "../account/session.ts";

export default function ReviewPrompt({ prompt, onClose }: { prompt: ReviewPromptData; onClose: () => void }) {
  const { t, lang } = useI18n();
  const going = useRef(false);

  const record = (dismissed: boolean) =>
    // Best effort: a lost record only means the prompt may come once more.
    void import("../../api/api-client.ts").then(({ apiPost }) => apiPost("/v1/review/prompt", { orderNo: prompt.orderNo, dismissed }, { lang, token: sessionToken() }));

  useEffect(() => {
    record(false);
    // Once per opening: the order and language do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const closed = () => {
    if (!going.current) record(true);
    onClose();
  };

  return (
    <Modal title={t("reviewPrompt.title", { area: prompt.area })} className="review-prompt" onClose={closed}>
      <p>{t("reviewPrompt.text", { orderNo: prompt.orderNo })}</p>
      <div className="actions">
        <button type="button" className="button secondary" onClick={closed}>
          {t("reviewPrompt.later")}
        </button>
        <LocalLink
          to={`/orders?tab=1#review-${prompt.orderNo}`}
          className="button"
          data-autofocus
          onClick={() => {
            going.current = true;
            onClose();
          }}
        >
          {t("reviewPrompt.go")}
        </LocalLink>
      </div>
    </Modal>
  );
}
