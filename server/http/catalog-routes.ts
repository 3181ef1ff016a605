/** Catalogue endpoints: thin adapters from the contract to the catalogue service. */
import type { CurrencyCode } from "../../shared/money.ts";
import type { CatalogService } from "../domain/catalog/index.ts";
import { fail, ok, type Api } from "./contract.ts";

const cur = (c: string | undefined) => (c ?? "USD") as CurrencyCode;
const TAG = "Catalogue";

export function registerCatalogRoutes(api: Api, catalog: CatalogService) {
  api.route({
    path: "/v1/query/areas",
    tag: TAG,
    summary: "All destination areas (countries, regions, global), optionally of one kind",
    cacheKey: (b) => `${b.kind ?? ""}|${cur(b.currency)}`,
    handler: ({ body, lang }) => ok(catalog.listAreas(lang, cur(body.currency), body.kind)),
  });

  api.route({
    path: "/v2/search/areas",
    tag: TAG,
    summary: "Search destinations by name in any language, alias or ISO code; tolerates one typo",
    cacheKey: (b) => `${b.keyword.toLowerCase()}|${b.limit ?? 10}|${cur(b.currency)}`,
    handler: ({ body, lang }) => ok(catalog.searchAreas(body.keyword, body.limit ?? 10, lang, cur(body.currency))),
  });

  api.route({
    path: "/v3/query/package",
    tag: TAG,
    summary: "One plan with its area and coverage",
    cacheKey: (b) => `${b.area}|${b.plan}|${cur(b.currency)}`,
    handler: ({ body, lang }) => {
      const found = catalog.plan(body.area, body.plan, lang, cur(body.currency));
      return found ? ok(found) : fail("PLAN_NOT_FOUND");
    },
  });

  api.route({
    path: "/v2/query/package/list",
    tag: TAG,
    summary: "The plans of an area, optionally of one kind, with the area's coverage",
    cacheKey: (b) => `${b.area}|${b.kind ?? ""}|${cur(b.currency)}`,
    handler: ({ body, lang }) => {
      const found = catalog.areaPlans(body.area, lang, cur(body.currency), body.kind);
      return found ? ok(found) : fail("AREA_NOT_FOUND");
    },
  });

  api.route({
    path: "/v1/query/recommended-package",
    tag: TAG,
    summary: "Plans recommended on the home page",
    cacheKey: (b) => `${b.limit ?? 6}|${cur(b.currency)}`,
    handler: ({ body, lang }) => ok(catalog.recommended(body.limit ?? 6, lang, cur(body.currency))),
  });

  api.route({
    path: "/api/v1/area-ai-suggestion-detail/query",
    tag: TAG,
    summary: "Cheapest plan or combination covering a trip length and daily usage, with an explanation",
    cacheKey: (b) => `${b.area}|${b.tripDays}|${b.dailyUsageMb}|${cur(b.currency)}`,
    handler: ({ body, lang }) => {
      const s = catalog.suggest(body.area, body.tripDays, body.dailyUsageMb, lang, cur(body.currency));
      if (!s.found) return fail(s.error);
      const { found: _found, ...suggestion } = s;
      return ok(suggestion);
    },
  });
}
