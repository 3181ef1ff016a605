/** The account overlays' modal: a native <dialog>, labelled by its title, with a close button. */
import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { useI18n } from "../i18n/i18n.tsx";

/** A modal dialog that is open while mounted; closing it (Escape, ×) calls `onClose` once. */
export function Modal({ title, className, onClose, children }: { title: string; className: string; onClose: () => void; children: ReactNode }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const live = useRef(true);
  const titleId = useId();
  useLayoutEffect(() => {
    live.current = true;
    const el = ref.current;
    if (el && !el.open) el.showModal();
    // React does not render `autofocus`; without it the dialog would focus its close button.
    el?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    // Unmounted because another overlay replaced it: its late close event must not close that one.
    return () => {
      live.current = false;
    };
  }, []);
  return (
    <dialog ref={ref} className={`sheet ${className}`} aria-labelledby={titleId} onClose={() => live.current && onClose()}>
      <div className="sheet-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" onClick={() => ref.current?.close()} aria-label={t("chooser.close")}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}

