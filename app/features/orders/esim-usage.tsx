/**
 * An eSIM's data used and left and its validity left, as rows of a facts list (`<dl>`): the
 * orders page's cards and the top-up pages say it the same way (PRODUCT.md#orders-and-delivery).
 */
import { useI18n } from "../../i18n/i18n.tsx";
import type { OrderView } from "./order-pages.server.ts";

export function UsageFacts({ usage, validity }: Pick<OrderView, "usage" | "validity">) {
  const { t } = useI18n();
  return (
    <>
      {usage && (
        <>
          <div>
            <dt>{t(usage.daily ? "orders.data.usedToday" : "orders.data.used")}</dt>
            <dd>{usage.used ?? t("orders.data.noUsage")}</dd>
          </div>
          <div>
            <dt>{t(usage.daily ? "orders.data.leftToday" : "orders.data.left")}</dt>
            <dd data-testid="data-left">{t("orders.data.of", { amount: usage.left, total: usage.total })}</dd>
          </div>
        </>
      )}
      {validity && (
        <div>
          <dt>{t("orders.validity")}</dt>
          <dd>
            {validity.state === "notStarted"
              ? t("orders.validity.notStarted", { count: validity.days })
              : validity.state === "daysLeft"
                ? t("orders.validity.daysLeft", { count: validity.count })
                : validity.state === "hoursLeft"
                  ? t("orders.validity.hoursLeft", { count: validity.count })
                  : t("orders.validity.ended")}
          </dd>
        </div>
      )}
    </>
  );
}
