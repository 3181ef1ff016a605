/**
 * Adyen in API tests: the stand-in's credentials, the store's settings pointing at it, and what
 * Adyen's card component does in a browser, as plain HTTP: set the session up, pay with a card
 * (Adyen's test environment takes raw `test_` values), and pass a 3-D Secure 2 challenge on the
 * issuer's page.
 */
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { AdyenStandIn } from "../../server/adapters/payments/adyen/adyen-standin.ts";
import { STANDIN_CARDS } from "../../server/adapters/payments/adyen/adyen-standin.ts";

export const ADYEN_KEYS = {
  apiKey: `AQE${randomBytes(24).toString("base64url")}`,
  merchantAccount: "RoamwellECOM",
  clientKey: `test_${randomBytes(12).toString("hex").toUpperCase()}`,
  hmacKey: randomBytes(32).toString("hex").toUpperCase(),
};

/** The store's settings for Adyen through `standIn`. */
export const adyenEnv = (standIn: Pick<AdyenStandIn, "apiUrl">) => ({
  PAYMENT_PROVIDER: "adyen",
  ADYEN_API_KEY: ADYEN_KEYS.apiKey,
  ADYEN_CLIENT_KEY: ADYEN_KEYS.clientKey,
  ADYEN_MERCHANT_ACCOUNT: ADYEN_KEYS.merchantAccount,
  ADYEN_HMAC_KEY: ADYEN_KEYS.hmacKey,
  ADYEN_API_URL: standIn.apiUrl,
});

export interface ComponentSession {
  sessionId: string;
  sessionData: string;
  clientKey: string;
}

export interface Card {
  number: string;
  expiry?: string;
  cvc?: string;
  holder?: string;
}

interface ShopperAnswer {
  resultCode?: string;
  sessionData?: string;
  sessionResult?: string;
  action?: { type: string; subtype: string; token: string; authorisationToken: string };
  errorCode?: string;
  status?: number;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

/** Adyen's card component on the store's page, as its HTTP calls. */
export function cardComponent(standIn: Pick<AdyenStandIn, "shopperBase">, session: ComponentSession) {
  let sessionData = session.sessionData;

  async function call(step: "setup" | "payments" | "paymentDetails", body: Record<string, unknown>): Promise<ShopperAnswer> {
    const res = await fetch(`${standIn.shopperBase}v1/sessions/${session.sessionId}/${step}?clientKey=${session.clientKey}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sessionData, ...body }),
    });
    const answer = (await res.json()) as ShopperAnswer;
    if (answer.sessionData) sessionData = answer.sessionData;
    return answer;
  }

  const component = {
    setup: () => call("setup", { browserInfo: { acceptHeader: "*/*", language: "en-US", userAgent: "test", colorDepth: 24, screenHeight: 900, screenWidth: 1440, timeZoneOffset: 0, javaEnabled: false } }),

    /** Pays with `card` (expiry 03/30, security code 737 unless given). */
    pay(card: Card) {
      const [month, year] = (card.expiry ?? STANDIN_CARDS.expiry).split("/");
      return call("payments", {
        paymentMethod: {
          type: "scheme",
          holderName: card.holder ?? "",
          encryptedCardNumber: `test_${card.number.replace(/\s/g, "")}`,
          encryptedExpiryMonth: `test_${month}`,
          encryptedExpiryYear: `test_20${year}`,
          encryptedSecurityCode: `test_${card.cvc ?? STANDIN_CARDS.cvc}`,
        },
      });
    },

    /**
     * Answers the challenge `action` on the issuer's page with `password` (the ACS posts its
     * answer to the notification address, which tells the component), then sends the result as
     * the component does.
     */
    async challenge(action: NonNullable<ShopperAnswer["action"]>, password: string) {
      expect(action).toMatchObject({ type: "threeDS2", subtype: "challenge" });
      const token = JSON.parse(Buffer.from(action.token, "base64").toString("utf8")) as { acsURL: string; acsTransID: string; threeDSServerTransID: string; messageVersion: string };
      const creq = Buffer.from(JSON.stringify({ acsTransID: token.acsTransID, messageVersion: token.messageVersion, threeDSServerTransID: token.threeDSServerTransID, messageType: "CReq", challengeWindowSize: "02" })).toString("base64url");
      const form = (fields: Record<string, string>) => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
      const page = await (await fetch(token.acsURL, form({ creq }))).text();
      const answerUrl = /<form method="post" action="([^"]+)"/.exec(page)![1]!.replace(/&amp;/g, "&");
      const cresPage = await (await fetch(answerUrl, form({ acsTransID: token.acsTransID, password }))).text();
      const [, notificationUrl, cres] = /action="([^"]+)">\s*<input type="hidden" name="cres" value="([^"]+)"/.exec(cresPage)!;
      const notice = await (await fetch(notificationUrl!, form({ cres: cres! }))).text();
      const transStatus = /transStatus: "([YN])"/.exec(notice)![1]!;
      return call("paymentDetails", { details: { threeDSResult: b64({ transStatus, authorisationToken: action.authorisationToken }) } });
    },
  };
  return component;
}
