/**
 * "I am not a robot" (PRODUCT.md#guest-log-in): a checkbox-like control that fetches an ALTCHA
 * challenge from this server and solves it in the browser, showing progress and a done state.
 * The answer expires with its challenge; then the control resets and the parent is told.
 */
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { apiPost } from "../../api/api-client.ts";
import { EXPECTED_WORK, solveAltcha } from "./altcha-solver.ts";

type State = { step: "idle" } | { step: "working"; percent: number } | { step: "done" } | { step: "failed" };

export function CaptchaCheck({ onAnswer }: { onAnswer: (answer: string | null) => void }) {
  const { t, lang } = useI18n();
  const [state, setState] = useState<State>({ step: "idle" });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  async function start() {
    if (state.step === "working" || state.step === "done") return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: "working", percent: 0 });
    const challenge = await apiPost("/v1/captcha/challenge", {}, { lang, signal: controller.signal }).catch(() => null);
    if (!challenge?.success || !challenge.obj) return setState({ step: "failed" });
    const answer = await solveAltcha(
      challenge.obj,
      (n) => setState({ step: "working", percent: Math.min(99, Math.round((n / EXPECTED_WORK) * 100)) }),
      controller.signal,
    );
    if (controller.signal.aborted) return;
    if (!answer) return setState({ step: "failed" });
    setState({ step: "done" });
    onAnswer(answer);
    const expiresAt = challenge.obj.parameters.expiresAt;
    if (expiresAt) {
      // An expired answer is refused by the server: clear it before that happens.
      const timer = setTimeout(() => {
        setState({ step: "idle" });
        onAnswer(null);
      }, Math.max(0, expiresAt * 1000 - Date.now() - 5_000));
      controller.signal.addEventListener("abort", () => clearTimeout(timer));
    }
  }

  const status = state.step === "working" ? t("captcha.working", { percent: state.percent }) : state.step === "done" ? t("captcha.done") : "";
  return (
    <div className="captcha" data-state={state.step}>
      <button
        type="button"
        role="checkbox"
        aria-checked={state.step === "done" ? true : state.step === "working" ? "mixed" : false}
        aria-busy={state.step === "working"}
        className="captcha-box"
        onClick={() => void start()}
      >
        <span className="captcha-tick" aria-hidden="true" />
        <span>{t("captcha.label")}</span>
        <span className="captcha-status" aria-live="polite">
          {status}
        </span>
      </button>
      {state.step === "working" && <progress max={100} value={state.percent} aria-hidden="true" />}
      {state.step === "failed" && (
        <p className="error-text" role="alert">
          {t("captcha.failed")}
        </p>
      )}
    </div>
  );
}
