/**
 * Where Nuvei's Simply Connect lives and talks to, by environment (docs/CHECKOUT.md#nuvei). The
 * script is one file on Nuvei's CDN for both environments (Nuvei's own Magento module loads this
 * address); the environment only chooses the API host the script posts the card to. The store's
 * Content Security Policy allows exactly these while Nuvei is the provider
 * (server/http/content-security-policy.ts), and /nuvei-jump loads the script from here, so the
 * two cannot disagree.
 */
export const NUVEI_ENVIRONMENTS = ["test", "live"] as const;
export type NuveiEnvironment = (typeof NUVEI_ENVIRONMENTS)[number];

export const NUVEI_CDN = "https://cdn.safecharge.com";

/** Simply Connect: `simplyConnect({...})` (older name `checkout`), rendered into the page. */
export const NUVEI_SIMPLY_CONNECT_URL = `${NUVEI_CDN}/safecharge_resources/v1/checkout/simplyConnect.js`;

/** The Web SDK Simply Connect is built on and loads itself (its card fields, 3-D Secure). */
export const NUVEI_WEB_SDK_URL = `${NUVEI_CDN}/safecharge_resources/v1/websdk/safecharge.js`;

/**
 * The hosts the browser side reaches per environment: the CDN (script, styles, card brand
 * images) and the API hosts the card is posted to. Test has two names for the same service
 * (Nuvei's plugins use ppp-test.nuvei.com, the SDK bundle ppp-test.safecharge.com); both are
 * allowed.
 */
export function nuveiHosts(environment: NuveiEnvironment) {
  return environment === "live"
    ? { cdn: NUVEI_CDN, api: ["https://secure.safecharge.com"] }
    : { cdn: NUVEI_CDN, api: ["https://ppp-test.nuvei.com", "https://ppp-test.safecharge.com"] };
}

/** Simply Connect's `env` parameter for each environment. */
export const nuveiSdkEnv = (environment: NuveiEnvironment) => (environment === "live" ? "prod" : "test");
