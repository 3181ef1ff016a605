/**
 * "Use my balance ($X available)" (docs/WALLET.md#paying-with-the-balance): the checkbox an
 * account holding a balance sees wherever it pays (/topay, /topup). A plain form field named
 * `useBalance`, so the page's no-JavaScript form posts it too; `onChange` lets a page that runs
 * restate what the card will pay.
 */
import { useEffect, useRef } from "react";
import { useI18n } from "../../i18n/i18n.tsx";

/** The form field's name, read by the pages' actions and their Pay handlers alike. */
export const USE_BALANCE_FIELD = "useBalance";

/** Whether the posted form asked to pay from the balance (an unticked checkbox posts nothing). */
export const usesBalance = (form: FormData) => form.get(USE_BALANCE_FIELD) === "on";

export function UseBalanceField({ balance, onChange }: { balance: string; onChange?: (checked: boolean) => void }) {
  const { t } = useI18n();
  const box = useRef<HTMLInputElement>(null);
  // A reload may bring the box back ticked (the browser restores form fields): the page hears of it.
  useEffect(() => {
    if (box.current?.checked) onChange?.(true);
    // Once, as the page starts; later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="field use-balance">
      <label className="checkbox">
        <input ref={box} type="checkbox" name={USE_BALANCE_FIELD} onChange={onChange && ((e) => onChange(e.currentTarget.checked))} />{" "}
        {t("topup.useBalance", { amount: balance })}
      </label>
      <p className="hint">{t("topup.useBalanceHint")}</p>
    </div>
  );
}
