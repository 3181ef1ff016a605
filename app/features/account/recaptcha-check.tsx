/**
 * Google's reCAPTCHA v2 checkbox for the guest chooser (PRODUCT.md#guest-log-in), rendered
 * explicitly into this component's own element once Google's script has loaded. A ticked box
 * hands the parent its token; expiry clears it ("tick the captcha" again, PRODUCT.md#captcha); a
 * script that cannot load or render is logged for the developer and reported to the parent.
 */
import { useEffect, useRef } from "react";
import type { RecaptchaSetup } from "../../../shared/captcha.ts";
import { loadRecaptcha } from "./recaptcha.ts";

export function RecaptchaCheck({
  setup,
  onAnswer,
  onUnavailable,
}: {
  setup: RecaptchaSetup;
  /** The token of a ticked box, or null once it expired. */
  onAnswer: (answer: string | null) => void;
  onUnavailable: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Google keeps the callbacks it was given at render time: they read the parent's latest ones.
  const report = useRef({ onAnswer, onUnavailable });
  useEffect(() => {
    report.current = { onAnswer, onUnavailable };
  });

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let live = true;
    loadRecaptcha(setup)
      .then((api) => {
        if (!live) return;
        // A fresh element each time: Google renders a widget into an element only once.
        const slot = document.createElement("div");
        target.replaceChildren(slot);
        api.render(slot, {
          sitekey: setup.siteKey,
          callback: (token) => live && report.current.onAnswer(token),
          "expired-callback": () => live && report.current.onAnswer(null),
          // Google lost its connection: the box cannot be ticked until it is drawn again.
          "error-callback": () => live && report.current.onUnavailable(),
        });
      })
      .catch((err: unknown) => {
        if (!live) return;
        console.error(err);
        report.current.onUnavailable();
      });
    return () => {
      live = false;
      target.replaceChildren();
    };
  }, [setup]);

  return <div className="captcha recaptcha" ref={box} />;
}
