/** Number of days for daily plans, 1 to 30. */
import { useId } from "react";
import { MAX_DAYS, MIN_DAYS } from "../../../shared/daily-days.ts";
import { useI18n } from "../../i18n/i18n.tsx";
const clamp = (n: number) => Math.min(MAX_DAYS, Math.max(MIN_DAYS, Math.round(n) || MIN_DAYS));

export function DayPicker({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="day-picker">
      <label htmlFor={id}>{t("daily.days")}</label>
      <div className="stepper">
        <button type="button" onClick={() => onChange(clamp(days - 1))} disabled={days <= MIN_DAYS} aria-label={t("daily.decrease")}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_DAYS}
          max={MAX_DAYS}
          value={days}
          onChange={(e) => onChange(clamp(Number(e.target.value)))}
        />
        <button type="button" onClick={() => onChange(clamp(days + 1))} disabled={days >= MAX_DAYS} aria-label={t("daily.increase")}>
          +
        </button>
      </div>
    </div>
  );
}
