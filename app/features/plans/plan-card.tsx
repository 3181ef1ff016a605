import { planTitle } from "../../../shared/i18n/plan-text.ts";
import type { Plan } from "../../../shared/api/catalog.ts";
import { formatDays } from "../../../shared/i18n/plan-text.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatSpeed, multipliedPrice } from "../catalog/format.ts";
import { PriceTag } from "../catalog/price-tag.tsx";
import { LocalLink } from "../../ui/links.tsx";
import { withDays } from "./use-chosen-days.ts";

/**
 * One plan in a list: what it is, its key limits, its price (and, for daily plans, the total for
 * `days`, which its link carries on to the plan page).
 */
export function PlanCard({ plan, days, href }: { plan: Plan; days?: number; href?: string }) {
  const { t, lang } = useI18n();
  const title = planTitle(plan, lang);
  return (
    <li className="card plan-card">
      <h3>
        <LocalLink to={href ?? withDays(`/${plan.areaSlug}/${plan.slug}`, plan.kind === "daily" ? days : undefined)}>{title}</LocalLink>
      </h3>
      <ul className="plan-facts">
        {plan.validityDays !== null && <li>{t("plan.validity", { days: formatDays(plan.validityDays, lang) })}</li>}
        <li>{plan.network}</li>
        {plan.hotspot && <li>{t("plan.fact.hotspot")}</li>}
        {plan.kind === "daily" && <li>{t("plan.then", { speed: formatSpeed(plan.throttleKbps) })}</li>}
      </ul>
      <PriceTag price={plan.price} unit={plan.kind === "daily" ? t("common.perDay") : undefined} />
      {plan.kind === "daily" && days !== undefined && (
        <p className="total" data-testid="daily-total">
          {t("daily.total", { days: formatDays(days, lang) })}: <strong>{multipliedPrice(plan.price.usdMinor, days, plan.price.currency, lang)}</strong>
        </p>
      )}
    </li>
  );
}
