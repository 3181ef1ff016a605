/** Compact shapes of catalogue data for pages: only what is drawn, to keep hydration data small. */
import type { AreaSummary, Price } from "../../../shared/api/catalog.ts";

export interface AreaCard {
  slug: string;
  name: string;
  flag: string;
  kind: AreaSummary["kind"];
  countryCount: number;
  /** Formatted where it is drawn, in the page's language. */
  from: Pick<Price, "minor" | "currency"> | null;
}

export function areaCard(a: AreaSummary): AreaCard {
  return {
    slug: a.slug,
    name: a.name,
    flag: a.flag,
    kind: a.kind,
    countryCount: a.countryCount,
    from: a.fromPrice ? { minor: a.fromPrice.minor, currency: a.fromPrice.currency } : null,
  };
}
