import { useI18n } from "../../i18n/i18n.tsx";

const TOPICS = ["network", "hotspot", "throttle", "validity"] as const;

/** What 5G, hotspot, reduced speed and validity start mean, in plain words. */
export function GoodToKnow() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="good-to-know" className="good-to-know">
      <h2 id="good-to-know">{t("explain.title")}</h2>
      <dl>
        {TOPICS.map((topic) => (
          <div key={topic}>
            <dt>{t(`explain.${topic}.title`)}</dt>
            <dd>{t(`explain.${topic}.text`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
