/**
 * Where Adyen's card component talks to, by environment: the component's own table
 * (@adyen/adyen-web, core/Environment/constants.js) for test and each live region of a merchant
 * account. The store's Content Security Policy allows exactly these while Adyen is the provider
 * (server/http/content-security-policy.ts).
 */
export const ADYEN_ENVIRONMENTS = ["test", "live", "live-us", "live-au", "live-apse", "live-in", "live-nea"] as const;
export type AdyenEnvironment = (typeof ADYEN_ENVIRONMENTS)[number];

export function adyenHosts(environment: AdyenEnvironment) {
  return {
    /** Sessions, card fields, 3-D Secure's fingerprint and the device check. */
    shopper: `https://checkoutshopper-${environment}.adyen.com`,
    /** Card brand logos and the component's translations. */
    cdn: `https://checkoutshopper-${environment}.cdn.adyen.com`,
    /** The component's checkout-attempt id (its events are off: the store sends none). */
    analytics: `https://checkoutanalytics-${environment}.adyen.com`,
  };
}
