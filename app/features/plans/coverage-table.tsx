import type { AreaDetail } from "../../../shared/api/catalog.ts";
import { useI18n } from "../../i18n/i18n.tsx";

/** Countries covered and the networks used in each. Long lists start collapsed. */
export function CoverageTable({ area }: { area: AreaDetail }) {
  const { t } = useI18n();
  const table = (
    <table className="coverage">
      <thead>
        <tr>
          <th scope="col">{t("coverage.country")}</th>
          <th scope="col">{t("coverage.networks")}</th>
          <th scope="col">{t("coverage.fiveG")}</th>
        </tr>
      </thead>
      <tbody>
        {area.coverage.map((c) => (
          <tr key={c.iso2}>
            <th scope="row">
              <img src={c.flag} alt="" width={20} height={15} className="flag" loading="lazy" /> {c.name}
            </th>
            <td>{c.operators.join(", ")}</td>
            <td>{c.has5g ? t("common.yes") : t("common.no")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section aria-labelledby="coverage">
      <h2 id="coverage">{t("coverage.title")}</h2>
      {area.coverage.length > 12 ? (
        <details>
          <summary>{t("common.countries", { count: area.coverage.length })}</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </section>
  );
}
