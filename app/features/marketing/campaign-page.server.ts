/**
 * What a campaign's landing page lists (PRODUCT.md#campaign-pricing): the plans it names, or the
 * regions or areas it names with their "from" prices, at today's prices (the sale price while it
 * runs). A campaign on every plan lists nothing: the page says so and leads to the destinations.
 */
import type { CampaignDefinition } from "../../../shared/campaigns.ts";
import { planTitle } from "../../../shared/i18n/plan-text.ts";
import type { RequestContext } from "../../load-context.ts";
import { areaCard } from "../catalog/catalog-view.ts";

export function campaignShelf(context: RequestContext, campaign: Pick<CampaignDefinition, "scope" | "targets">) {
  const { lang, currency } = context;
  const { catalog } = context.services;
  if (campaign.scope === "plans") {
    const plans = campaign.targets.flatMap((target) => {
      const [area, plan] = target.split("/");
      const found = catalog.plan(area!, plan!, lang, currency);
      if (!found) return [];
      return [{ href: `/${area}/${plan}`, flag: found.area.flag, title: `${found.area.name} · ${planTitle(found.plan, lang)}`, price: found.plan.price }];
    });
    return { plans, areas: [] };
  }
  if (campaign.scope === "all") return { plans: [], areas: [] };
  // In the order the campaign names them; an area no longer on sale is left out.
  const bySlug = new Map(catalog.listAreas(lang, currency).map((a) => [a.slug, a]));
  return { plans: [], areas: campaign.targets.flatMap((slug) => (bySlug.has(slug) ? [areaCard(bySlug.get(slug)!)] : [])) };
}
