/**
 * An eSIM as delivered (docs/CHECKOUT.md#delivery-and-access, PRODUCT.md#orders-and-delivery):
 * the QR code, the iOS 17.4+ one-tap link, the details to type by hand with copy buttons, and
 * short install steps in the visitor's language, worded as in the delivery mail.
 *
 * The QR code is the server's own SVG (qrcode, from the activation code), inlined as markup. The
 * copy buttons appear once the page runs JavaScript with a clipboard; without it the values are
 * plain text to select.
 */
import { useId, useState, useSyncExternalStore } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import type { PlainKey } from "../../i18n/messages/en.ts";
import type { DeliveryDetails } from "./order-pages.server.ts";

const noSubscription = () => () => {};
const clipboardAvailable = () => typeof navigator !== "undefined" && typeof navigator.clipboard?.writeText === "function";

type Field = "smdpAddress" | "matchingId" | "activationCode" | "iccid";
const FIELDS: { field: Field; label: PlainKey }[] = [
  { field: "smdpAddress", label: "delivery.manual.smdp" },
  { field: "matchingId", label: "delivery.manual.matchingId" },
  { field: "activationCode", label: "delivery.manual.lpa" },
  { field: "iccid", label: "delivery.manual.iccid" },
];

const lines = (text: string) => text.split("\n").filter(Boolean);

export function EsimDelivery({ orderNo, esim, level = 2 }: { orderNo: string; esim: DeliveryDetails; level?: 2 | 3 }) {
  const { t } = useI18n();
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  const Sub = level === 2 ? "h3" : "h4";
  // False while the server renders and while hydrating, then true where a clipboard exists.
  const canCopy = useSyncExternalStore(noSubscription, clipboardAvailable, () => false);
  const [copied, setCopied] = useState<Field | null>(null);
  const [announcement, setAnnouncement] = useState("");

  async function copy(field: Field, label: string) {
    try {
      await navigator.clipboard.writeText(esim[field]);
      setCopied(field);
      setAnnouncement(t("delivery.copiedNamed", { name: label }));
    } catch {
      setCopied(null);
      setAnnouncement(t("delivery.copyFailed"));
    }
  }

  return (
    <section className="delivery" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t("delivery.heading")}</Heading>
      {esim.qrSvg && (
        <div className="delivery-ways">
          <figure className="qr-figure">
            {/* Our own SVG, rendered by the server from the activation code; hidden inside, named here. */}
            <div className="qr-code" role="img" aria-label={t("delivery.qr.label", { orderNo })} dangerouslySetInnerHTML={{ __html: esim.qrSvg }} />
            <figcaption>{t("delivery.qr.caption")}</figcaption>
          </figure>
          <div className="ios-install">
            <Sub>{t("delivery.ios.heading")}</Sub>
            <p>{t("delivery.ios.text")}</p>
            <a className="button" href={esim.iosLink}>
              {t("delivery.ios.button")}
            </a>
          </div>
        </div>
      )}
      <Sub>{t("delivery.manual.heading")}</Sub>
      <p>{t("delivery.manual.intro")}</p>
      <dl className="manual-details">
        {FIELDS.map(({ field, label }) => (
          <div key={field}>
            <dt>{t(label)}</dt>
            <dd>
              <code className="copy-value">{esim[field]}</code>
              {canCopy && (
                <button type="button" className="button small secondary" onClick={() => void copy(field, t(label))}>
                  {copied === field ? t("delivery.copied") : t("delivery.copy")}
                  <span className="visually-hidden"> {t(label)}</span>
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="copy-status" role="status">
        {announcement}
      </p>
      {esim.qrSvg && (
        <div className="install-steps">
          <section aria-labelledby={`${id}-ios`}>
            <Sub id={`${id}-ios`}>{t("delivery.steps.ios.heading")}</Sub>
            <ol>
              {lines(t("delivery.steps.ios")).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby={`${id}-android`}>
            <Sub id={`${id}-android`}>{t("delivery.steps.android.heading")}</Sub>
            <ol>
              {lines(t("delivery.steps.android")).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </div>
      )}
      <Sub>{t("delivery.travel.heading")}</Sub>
      <ul className="travel-tips">
        {lines(t("delivery.travel.tips")).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
