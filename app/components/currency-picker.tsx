/**
 * Currency picker: a disclosure listing the 13 display currencies (scrollable, at most 252 px).
 * Each choice is a link with `?currency=`: the server remembers it in a cookie and redirects
 * back, so it works without JavaScript and every price is right in the very first HTML.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { CURRENCIES } from "../../shared/money.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { useStore } from "../lib/store-context.tsx";

function currencyName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: "currency" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function CurrencyPicker() {
  const { t, lang } = useI18n();
  const { currency } = useStore();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const current = CURRENCIES.find((c) => c.name === currency)!;

  useEffect(() => setOpen(false), [currency, pathname]);
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

  const href = (code: string) => {
    const params = new URLSearchParams(search);
    params.set("currency", code);
    return `${pathname}?${params}`;
  };

  return (
    <div className="currency-picker" ref={root}>
      <button type="button" className="pref-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <span className="visually-hidden">{t("currency.label")}: </span>
        {current.name} {current.symbol}
      </button>
      <div id={listId} className="popover" hidden={!open}>
        <p className="popover-note">{t("currency.note")}</p>
        <ul className="currency-list" aria-label={t("currency.choose")}>
          {CURRENCIES.map((c) => (
            <li key={c.name}>
              <Link to={href(c.name)} preventScrollReset aria-current={c.name === currency ? "true" : undefined} rel="nofollow">
                <span className="code">{c.name}</span> <span>{currencyName(c.name, lang)}</span> <span className="sym">{c.symbol}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
