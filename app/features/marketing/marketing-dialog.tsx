/**
 * A marketing dialog (welcome, campaign), server-rendered with its page and opened 2 s after the
 * page is ready (PRODUCT.md#marketing-dialogs). Native modal `<dialog>`: focus moves in, Escape
 * closes it, focus returns where it was; a click outside closes it too. Opening it records it as
 * seen, so the server does not send it again until its frequency has passed.
 *
 * Interruptions are not stacked: it opens only when nothing else is open (the cookie notice
 * unanswered, a picker, a menu, an account overlay, the review prompt: app/shell/open-overlays.tsx),
 * and counts as open itself while it is; its 2 s
 * start again each time that changes, so it comes 2 s after the visitor has closed the last one.
 */
import { useEffect, useId, useRef } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { useOverlayRegistry } from "../../shell/open-overlays.tsx";
import type { ShownDialog } from "./marketing-dialog.server.ts";
import { LocalLink } from "../../ui/links.tsx";
import { SEEN_AT } from "../../../shared/preferences.ts";

export const DIALOG_DELAY_MS = 2_000;

export function MarketingDialog({ dialog }: { dialog: ShownDialog | null }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const overlays = useOverlayRegistry();
  // While open it counts as open too, so the review prompt waits for it (and it for the prompt).
  const release = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!dialog) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop = () => {};
    const show = () => {
      const el = ref.current;
      // Checked again when the time is up: something may have opened since.
      if (!el || el.open || !overlays.nothingOpen()) return;
      stop();
      release.current = overlays.add();
      el.showModal();
      // Stamped now: the page itself may have been rendered long ago.
      document.cookie = dialog.seenCookie.replace(SEEN_AT, String(Math.floor(Date.now() / 1000)));
    };
    // Every open or close starts the wait anew; while anything is open there is none.
    const schedule = () => {
      clearTimeout(timer);
      if (overlays.nothingOpen()) timer = setTimeout(show, DIALOG_DELAY_MS);
    };
    stop = overlays.subscribe(schedule);
    schedule();
    return () => {
      stop();
      clearTimeout(timer);
      release.current?.();
    };
  }, [dialog, overlays]);
  if (!dialog) return null;
  const close = () => ref.current?.close();
  return (
    // The inner box covers the whole dialog, so a click on the dialog itself is on the backdrop.
    <dialog
      ref={ref}
      className="promo"
      aria-labelledby={`${id}t`}
      aria-describedby={`${id}b`}
      onClick={(e) => e.target === e.currentTarget && close()}
      onClose={() => release.current?.()}
    >
      <div className="promo-box">
        <div className="sheet-head">
          <h2 id={`${id}t`}>{dialog.title}</h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t("promo.close")}>
            ×
          </button>
        </div>
        <p id={`${id}b`}>{dialog.body}</p>
        <LocalLink className="button" to={dialog.link} onClick={close}>
          {dialog.cta}
        </LocalLink>
      </div>
    </dialog>
  );
}
