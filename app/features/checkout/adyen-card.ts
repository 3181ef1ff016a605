/**
 * Adyen's card component inside /topay (docs/CHECKOUT.md#adyen): the official web component,
 * loaded only when a buyer goes on to pay with Adyen (its script and stylesheet are a chunk of
 * their own, never on other pages). It runs the Sessions flow by itself: it sets the session
 * up, takes the card in Adyen's own frames (card data never touches the store's page), pays,
 * and runs 3-D Secure 2 inside the page. The store learns the outcome from Adyen's webhook; the
 * page only follows the component to the order's result page.
 *
 * Its analytics stay off: the store sends Adyen no events about the buyer beyond what a
 * payment needs (the component still fetches its attempt id, which every payment carries).
 */
import { AdyenCheckout, Card } from "@adyen/adyen-web";
import stylesheet from "@adyen/adyen-web/styles/adyen.css?url";
import { ADYEN_TURKISH } from "./adyen-turkish.ts";
import type { OnPageSession } from "./checkout-flow.ts";

export interface CardHandlers {
  /** The payment is authorised, or still being decided (the result page waits for Adyen's word). */
  onDone(): void;
  /** Refused, or 3-D Secure not passed: the buyer may try again in the same form. */
  onRefused(reason: "declined" | "authentication"): void;
  /** The component could not start or reach Adyen. */
  onBroken(): void;
}

const FINISHED = new Set(["Authorised", "Pending", "Received"]);

/**
 * The component's stylesheet, added once when the component first loads: a file of the store's
 * own (so the page's style policy stays 'self'), linked here rather than imported, since the
 * store's lean preload helper loads no stylesheet for a lazy chunk (vite.config.ts).
 */
function loadStylesheet(): Promise<void> {
  const href = new URL(stylesheet, location.href).href;
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((l) => l.href === href);
  if (present) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error("Adyen's stylesheet did not load"));
    document.head.append(link);
  });
}

/** Mounts the card component for `session` into `container`; answers a way to take it down. */
export async function mountAdyenCard(container: HTMLElement, session: OnPageSession, handlers: CardHandlers): Promise<() => void> {
  await loadStylesheet();
  const checkout = await AdyenCheckout({
    session: { id: session.sessionId, sessionData: session.sessionData },
    clientKey: session.clientKey,
    environment: session.environment as "test",
    locale: session.locale,
    // Adyen Web has no Turkish: the store gives it its own (see adyen-turkish.ts).
    ...(session.locale === "tr-TR" ? { translations: { "tr-TR": ADYEN_TURKISH } } : {}),
    amount: { value: session.amountMinor, currency: session.currency },
    analytics: { enabled: false },
    onPaymentCompleted(result) {
      if (FINISHED.has(String(result.resultCode))) handlers.onDone();
      else handlers.onRefused("declined");
    },
    onPaymentFailed(result, component) {
      // Adyen words a failed 3-D Secure check as the refusal reason; the rest is a decline.
      const threeDS = /3d|authenticat/i.test(JSON.stringify(result ?? {}));
      handlers.onRefused(threeDS ? "authentication" : "declined");
      component?.setStatus?.("ready");
    },
    onError(error) {
      // A buyer closing 3-D Secure is an error too: they may try again.
      if (error.name === "CANCEL") return handlers.onRefused("authentication");
      handlers.onBroken();
    },
  });
  const card = new Card(checkout, { hasHolderName: false }).mount(container);
  return () => card.unmount();
}
