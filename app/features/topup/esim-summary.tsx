/**
 * The eSIM a top-up is for, as its card on /orders describes it: destination, plan, ICCID, data
 * used and left, validity (docs/WALLET.md#top-ups). On /topup before paying, and on
 * /topup-success with the new totals.
 */
import { UsageFacts } from "../orders/esim-usage.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { EsimView } from "./topup-pages.server.ts";

/** The eSIM being topped up, as its card on /orders describes it. */
export function EsimSummary({ esim, heading }: { esim: EsimView; heading: string }) {
  const { t } = useI18n();
  return (
    <section className="checkout-summary card" aria-labelledby="esim-title">
      <h2 id="esim-title">{heading}</h2>
      <dl className="summary-facts">
        <div>
          <dt>{t("topay.destination")}</dt>
          <dd>
            {esim.flag && <img src={esim.flag} alt="" width={24} height={18} className="flag" />} {esim.area}
          </dd>
        </div>
        <div>
          <dt>{t("topay.plan")}</dt>
          <dd>{esim.plan}</dd>
        </div>
        {esim.iccid && (
          <div>
            <dt>{t("delivery.manual.iccid")}</dt>
            <dd className="iccid">{esim.iccid}</dd>
          </div>
        )}
        <UsageFacts usage={esim.usage} validity={esim.validity} />
      </dl>
    </section>
  );
}
