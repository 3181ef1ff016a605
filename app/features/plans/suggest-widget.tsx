/**
 * "How long is your trip? How much do you use?": asks the suggestion endpoint for the cheapest
 * plan or combination. Without JavaScript the form submits to the page and the server answers.
 */
import { useId, useState, type FormEvent } from "react";
import type { SuggestionResult } from "../../../shared/api/catalog.ts";
import { USAGE_PRESETS, type UsagePreset } from "../../../shared/api/protocol.ts";
import { planTitle } from "../../../shared/i18n/plan-text.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { apiPost, isNetworkError } from "../../api/api-client.ts";
import { formatPrice } from "../catalog/format.ts";
import { useStore } from "../../shell/store-context.tsx";
import { LocalLink } from "../../ui/links.tsx";

export interface SuggestInput {
  days: number;
  usage: UsagePreset;
}

export function SuggestWidget({ areaSlug, initial, initialResult }: { areaSlug: string; initial: SuggestInput; initialResult: SuggestionResult | null }) {
  const { t, lang } = useI18n();
  const { currency } = useStore();
  const [input, setInput] = useState(initial);
  const [result, setResult] = useState(initialResult);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const daysId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const answer = await apiPost(
      "/api/v1/area-ai-suggestion-detail/query",
      { area: areaSlug, tripDays: input.days, dailyUsageMb: USAGE_PRESETS[input.usage], currency },
      { lang },
    );
    setBusy(false);
    setResult(answer.success ? answer.obj : null);
    setError(answer.success ? null : isNetworkError(answer) ? t("common.networkError") : answer.msg);
  }

  return (
    <section aria-labelledby="suggest" className="suggest">
      <h2 id="suggest">{t("suggest.title")}</h2>
      <p>{t("suggest.lead")}</p>
      <form method="get" onSubmit={submit} className="suggest-form">
        <div className="field">
          <label htmlFor={daysId}>{t("suggest.days")}</label>
          <input
            id={daysId}
            name="days"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            required
            value={input.days}
            onChange={(e) => setInput({ ...input, days: Math.min(365, Math.max(1, Number(e.target.value) || 1)) })}
          />
        </div>
        <fieldset>
          <legend>{t("suggest.usage")}</legend>
          {(Object.keys(USAGE_PRESETS) as UsagePreset[]).map((u) => (
            <label key={u} className="radio">
              <input type="radio" name="usage" value={u} checked={input.usage === u} onChange={() => setInput({ ...input, usage: u })} />
              {t(`suggest.usage.${u}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {t("suggest.submit")}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {error && <p className="error-text">{error}</p>}
        {result && (
          <div className="suggestion">
            <h3>{t("suggest.result")}</h3>
            <p>{result.explanation}</p>
            <ul>
              {result.items.map((item) => (
                <li key={item.plan.id}>
                  {item.plan.kind !== "daily" && item.quantity > 1 && `${t("suggest.quantity", { count: item.quantity })} `}
                  <LocalLink to={`/${item.plan.areaSlug}/${item.plan.slug}`}>{planTitle(item.plan, lang)}</LocalLink>
                </li>
              ))}
            </ul>
            <p>
              {t("suggest.total")}: <strong>{formatPrice(result.total, lang)}</strong>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
