/** The currency list, loaded the first time the picker opens. */
import { Link, useLocation } from "react-router";
import { CURRENCIES, type CurrencyCode } from "../../../shared/money.ts";
import { useI18n } from "../../i18n/i18n.tsx";

function currencyName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: "currency" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export default function CurrencyList({ current }: { current: CurrencyCode }) {
  const { t, lang } = useI18n();
  const { pathname, search } = useLocation();
  const href = (code: string) => {
    const params = new URLSearchParams(search);
    params.set("currency", code);
    return `${pathname}?${params}`;
  };
  return (
    <>
      <p className="popover-note">{t("currency.note")}</p>
      <ul className="currency-list" aria-label={t("currency.choose")}>
        {CURRENCIES.map((c) => (
          <li key={c.name}>
            <Link to={href(c.name)} preventScrollReset aria-current={c.name === current ? "true" : undefined} rel="nofollow">
              <span className="code">{c.name}</span> <span>{currencyName(c.name, lang)}</span> <span className="sym">{c.symbol}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
