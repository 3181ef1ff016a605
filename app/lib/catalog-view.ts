/** Compact shapes of catalogue data for pages: only what is drawn, to keep hydration data small. */
import type { AreaSummary } from "../../shared/api/catalog.ts";
import { formatPrice } from "./format.ts";

export interface AreaCard {
  slug: string;
  name: string;
  flag: string;
  kind: AreaSummary["kind"];
  countryCount: number;
  from: string | null;
}

export function areaCard(a: AreaSummary): AreaCard {
  return {
    slug: a.slug,
    name: a.name,
    flag: a.flag,
    kind: a.kind,
    countryCount: a.countryCount,
    from: a.fromPrice ? formatPrice(a.fromPrice) : null,
  };
}

/** Just enough to link to an area (long lists). */
export interface AreaLink {
  slug: string;
  name: string;
  kind: AreaSummary["kind"];
}
