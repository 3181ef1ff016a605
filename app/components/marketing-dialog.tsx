/**
 * A marketing dialog (welcome, campaign), server-rendered with its page and opened 2 s after the
 * page is ready (PRODUCT.md#marketing-dialogs). Native modal `<dialog>`: focus moves in, Escape
 * closes it, focus returns where it was; a click outside closes it too. Opening it records it as
 * seen, so the server does not send it again until its frequency has passed.
 *
 * Interruptions are not stacked: while the cookie notice waits for an answer, the dialog waits
 * too, and its 2 s start when the notice is answered.
 */
import { useEffect, useId, useRef } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import { COOKIE_NOTICE_ANSWERED } from "../lib/cookie-notice-events.ts";
import type { ShownDialog } from "../lib/marketing-dialog.server.ts";
import { LocalLink } from "./links.tsx";

export const DIALOG_DELAY_MS = 2_000;

export function MarketingDialog({ dialog }: { dialog: ShownDialog | null }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    if (!dialog) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        if (ref.current?.open !== false) return;
        ref.current.showModal();
        document.cookie = dialog.seenCookie;
      }, DIALOG_DELAY_MS);
    };
    const noticeShown = document.querySelector(".cookie-banner") !== null;
    if (noticeShown) window.addEventListener(COOKIE_NOTICE_ANSWERED, start, { once: true });
    else start();
    return () => {
      window.removeEventListener(COOKIE_NOTICE_ANSWERED, start);
      clearTimeout(timer);
    };
  }, [dialog]);
  if (!dialog) return null;
  const close = () => ref.current?.close();
  return (
    // The inner box covers the whole dialog, so a click on the dialog itself is on the backdrop.
    <dialog ref={ref} className="promo" aria-labelledby={`${id}t`} aria-describedby={`${id}b`} onClick={(e) => e.target === e.currentTarget && close()}>
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
