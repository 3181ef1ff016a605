import { useI18n } from "../i18n/i18n.tsx";
import type { AreaCard } from "../lib/catalog-view.ts";
import { LocalLink } from "./links.tsx";

export function AreaGrid({ areas, compact = false }: { areas: AreaCard[]; compact?: boolean }) {
  const { t } = useI18n();
  return (
    <ul className={compact ? "area-list" : "card-grid"}>
      {areas.map((a) => (
        <li key={a.slug} className={compact ? undefined : "card area-card"}>
          <LocalLink to={`/${a.slug}`}>
            <img src={a.flag} alt="" width={compact ? 24 : 40} height={compact ? 18 : 30} className="flag" loading="lazy" />
            <span className="text">
              <span className="name">{a.name}</span>
              {a.kind !== "local" && <span className="meta">{t("common.countries", { count: a.countryCount })}</span>}
              {a.from && <span className="from">{t("common.from", { price: a.from })}</span>}
            </span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
