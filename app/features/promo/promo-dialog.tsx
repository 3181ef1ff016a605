/**
 * The promo-code dialog (PRODUCT.md#promo-codes): one input and a
 * Redeem button, for account logins. An empty code shows "enter a promo code" and calls nothing;
 * the message clears when the input gets focus. Success clears the input, closes the dialog and
 * leaves a toast saying what the code did; a refusal shows the server's own message under the
 * input. Its own chunk, fetched the first time the dialog opens (the account overlays load it),
 * so neither the home page nor the other overlays carry it.
 */
import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { formatMoney, isCurrencyCode } from "../../../shared/money.ts";
import { useI18n, type I18n } from "../../i18n/i18n.tsx";
import { redeemPromo, type Redeemed } from "./promo-flow.ts";
import { Modal } from "../../ui/modal.tsx";

/** What a redeemed code did, as the toast says it: money on the balance, or the discount waiting for the next order. */
function redeemedText(redeemed: Redeemed, t: I18n["t"], lang: Lang): string {
  const money = (amount: Redeemed["amount"]) => (amount ? formatMoney(amount.minor, isCurrencyCode(amount.currency) ? amount.currency : "USD", lang) : "");
  if (redeemed.kind === "CREDIT") return t("redeem.credited", { amount: money(redeemed.amount) });
  if (redeemed.kind === "PERCENT") {
    // "10%", "10 %", "%10": where the sign goes is the language's.
    return t("redeem.percentOff", { percent: new Intl.NumberFormat(lang, { style: "percent" }).format((redeemed.percent ?? 0) / 100) });
  }
  return t("redeem.amountOff", { amount: money(redeemed.amount) });
}

export default function PromoDialog({ email, onClose, onRedeemed }: { email: string | null; onClose: () => void; onRedeemed: (toast: string) => void }) {
  const { t, lang } = useI18n();
  const { revalidate } = useRevalidator();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const messageId = useId();

  async function redeem(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    // Nothing is sent for an empty code (PRODUCT.md#promo-codes).
    if (!code.trim()) return setMessage(t("redeem.empty"));
    setBusy(true);
    setMessage(null);
    const result = await redeemPromo(lang, code, email, t("common.networkError"));
    setBusy(false);
    if (!result.ok) return setMessage(result.message);
    setCode("");
    onRedeemed(redeemedText(result.redeemed, t, lang));
    // A page showing the balance or the discount waiting (/credit, /topay) draws them anew.
    void revalidate();
  }

  return (
    <Modal title={t("redeem.title")} className="promo-dialog" onClose={onClose}>
      <form noValidate onSubmit={redeem}>
        <div className="field">
          <label htmlFor={inputId}>{t("redeem.label")}</label>
          <input
            id={inputId}
            name="code"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            onFocus={() => setMessage(null)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            data-autofocus
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
          />
          {/* Always in the page, so a message that appears is announced. */}
          <div role="alert">
            {message && (
              <p id={messageId} className="error-text">
                {message}
              </p>
            )}
          </div>
        </div>
        <button type="submit" className="button wide" disabled={busy} aria-busy={busy}>
          {busy ? t("account.wait") : t("redeem.submit")}
        </button>
      </form>
    </Modal>
  );
}
