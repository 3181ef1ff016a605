/**
 * The parts of the pay forms on /topay and /topup that are the same on both: the payment methods
 * (a card, paid on the provider's hosted page or in its fields inside /topay) and the line that
 * paying accepts the terms.
 */
import { LocalLink } from "../../ui/links.tsx";
import { useI18n } from "../../i18n/i18n.tsx";

/** `hint`: where the card is entered, on the provider's page (default) or in its fields inside this one. */
export function PaymentMethods({ methods, hint = "hosted" }: { methods: { provider: string; method: string }[]; hint?: "hosted" | "samePage" }) {
  const { t } = useI18n();
  return (
    <fieldset className="methods">
      <legend>{t("topay.method")}</legend>
      {methods.map((m, i) => (
        <label className="radio" key={`${m.provider}-${m.method}`}>
          <input type="radio" name="method" value={m.method} defaultChecked={i === 0} /> {t("topay.method.card")}
        </label>
      ))}
      <p className="hint">{t(hint === "samePage" ? "topay.samePage" : "topay.hosted")}</p>
    </fieldset>
  );
}

export function PayTerms() {
  const { t } = useI18n();
  const [termsBefore, termsAfter = ""] = t("topay.terms").split("{terms}");
  return (
    <p className="terms">
      {termsBefore}
      <LocalLink to="/agreement">{t("topay.termsLink")}</LocalLink>
      {termsAfter}
    </p>
  );
}
