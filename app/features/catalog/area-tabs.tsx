/**
 * Local / regional / global tabs (WAI-ARIA tabs pattern: arrow keys move between tabs). The
 * countries come grouped (PRODUCT.md#destination-list), each group under its own heading.
 */
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { AREA_KINDS as KINDS, type AreaKind } from "../../../shared/catalog-kinds.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { AreaCard } from "./catalog-view.ts";
import type { DestinationGroup } from "./destination-groups.ts";
import { LocalLink } from "../../ui/links.tsx";
import { AreaGrid } from "./area-grid.tsx";

export function AreaTabs({ areas, countryGroups }: { areas: AreaCard[]; countryGroups: DestinationGroup[] }) {
  const { t } = useI18n();
  const [active, setActive] = useState<AreaKind>("local");
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const delta = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + KINDS.length) % KINDS.length;
    setActive(KINDS[next]);
    tabs.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={t("home.browse")}>
        {KINDS.map((kind, i) => (
          <button
            key={kind}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${kind}-tab`}
            aria-controls={`${base}-${kind}`}
            aria-selected={active === kind}
            tabIndex={active === kind ? 0 : -1}
            onClick={() => setActive(kind)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t(`home.tabs.${kind}`)}
          </button>
        ))}
      </div>
      {KINDS.map((kind) => (
        <div key={kind} role="tabpanel" id={`${base}-${kind}`} aria-labelledby={`${base}-${kind}-tab`} hidden={active !== kind}>
          {kind === "local" ? (
            countryGroups.map((g) => (
              <section key={g.id} aria-labelledby={`${base}-${g.id}`} className="area-group">
                <h3 id={`${base}-${g.id}`}>{t(`home.group.${g.id}`)}</h3>
                <ul className="area-list">
                  {g.countries.map((a) => (
                    <li key={a.slug}>
                      <LocalLink to={`/${a.slug}`}>{a.name}</LocalLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          ) : (
            <AreaGrid areas={areas.filter((a) => a.kind === kind)} />
          )}
        </div>
      ))}
    </div>
  );
}
