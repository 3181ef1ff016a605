/**
 * Currency picker: a disclosure listing the 13 display currencies (scrollable, at most 252 px;
 * the list is loaded on first open). Each choice is a link with `?currency=`: the server
 * remembers it in a cookie and redirects back, so every price is right in the very first HTML.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n.tsx";
import { useOpenOverlay } from "./open-overlays.tsx";
import { useStore } from "./store-context.tsx";

const CurrencyList = lazy(() => import("../features/preferences/currency-list.tsx"));

export function CurrencyPicker() {
  const { t } = useI18n();
  const { currency, currencySymbol } = useStore();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  useOpenOverlay(open);

  // A new currency or page closes the list (adjusted while rendering, not in an effect).
  const shownFor = `${currency} ${pathname}`;
  const [openFor, setOpenFor] = useState(shownFor);
  if (openFor !== shownFor) {
    setOpenFor(shownFor);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onClick = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  return (
    <div className="currency-picker" ref={root}>
      <button
        type="button"
        className="pref-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => void import("../features/preferences/currency-list.tsx")}
      >
        <span className="visually-hidden">{t("currency.label")}: </span>
        {currency} {currencySymbol}
      </button>
      <div id={listId} className="popover" hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <CurrencyList current={currency} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
