/**
 * A plan's price as charged today. While a campaign lowers it, the list price is shown struck
 * through beside the discount, the same on every page (PRODUCT.md#campaign-pricing).
 */
import type { ReactNode } from "react";
import type { Price } from "../../../shared/api/catalog.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatPrice } from "./format.ts";

export function PriceTag({ price, big, unit }: { price: Price; big?: boolean; unit?: ReactNode }) {
  const { t, lang } = useI18n();
  const { sale } = price;
  return (
    <>
      <p className={big ? "price big" : "price"} data-testid="price">
        {formatPrice(price, lang)}
        {unit && <span className="unit"> {unit}</span>}
        {sale && <span className="sale"> {t("price.off", { percent: sale.percentOff })}</span>}
      </p>
      {sale && (
        <p className="was" data-testid="list-price">
          <s>{t("price.was", { price: formatPrice({ minor: sale.listMinor, currency: price.currency }, lang) })}</s>
        </p>
      )}
    </>
  );
}
