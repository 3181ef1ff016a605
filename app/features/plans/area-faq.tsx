import type { AreaDetail } from "../../../shared/api/catalog.ts";
import { useI18n } from "../../i18n/i18n.tsx";

/** Questions travellers ask about a destination, answered from its catalogue facts. */
export function AreaFaq({ area }: { area: AreaDetail }) {
  const { t } = useI18n();
  const multi = area.coverage.length > 1;
  const operators = area.coverage[0]?.operators.join(", ") ?? "";
  const fiveG = area.coverage.some((c) => c.has5g);
  const items: [string, string][] = [
    [
      t("faq.area.networks.q", { area: area.name }),
      multi ? t("faq.area.networks.multi", { count: area.coverage.length }) : t("faq.area.networks.a", { operators }),
    ],
    [t("faq.area.fiveG.q"), fiveG ? t("faq.area.fiveG.yes") : t("faq.area.fiveG.no")],
    [t("faq.area.number.q"), t("faq.area.number.a")],
    [t("faq.area.topup.q"), t("faq.area.topup.a")],
    [t("faq.area.install.q"), t("faq.area.install.a")],
  ];
  return (
    <section aria-labelledby="area-faq" className="faq">
      <h2 id="area-faq">{t("faq.area.title", { area: area.name })}</h2>
      {items.map(([q, a]) => (
        <details key={q}>
          <summary>{q}</summary>
          <p>{a}</p>
        </details>
      ))}
    </section>
  );
}
