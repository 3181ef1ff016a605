import { useI18n } from "../../i18n/i18n.tsx";
import type { AreaCard } from "./catalog-view.ts";
import { formatPrice } from "./format.ts";
import { LocalLink } from "../../ui/links.tsx";

export function AreaGrid({ areas }: { areas: AreaCard[] }) {
  const { t, lang } = useI18n();
  return (
    <ul className="card-grid">
      {areas.map((a) => (
        <li key={a.slug} className="card area-card">
          <LocalLink to={`/${a.slug}`}>
            <img src={a.flag} alt="" width={40} height={30} className="flag" loading="lazy" />
            <span className="text">
              <span className="name">{a.name}</span>
              {a.kind !== "local" && <span className="meta">{t("common.countries", { count: a.countryCount })}</span>}
              {a.from && <span className="from">{t("common.from", { price: formatPrice(a.from, lang) })}</span>}
            </span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
