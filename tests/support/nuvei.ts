/**
 * Nuvei in API tests: the stand-in's credentials, the store's settings pointing at it, and what
 * Simply Connect does in a browser once the buyer presses Pay, as plain HTTP: the card posted to
 * `clientPayment.do` with the order's session token, answered with Nuvei's result.
 */
import { randomBytes, randomInt } from "node:crypto";
import type { NuveiStandIn } from "../../server/adapters/payments/nuvei/nuvei-standin.ts";
import { STANDIN_CARDS } from "../../server/adapters/payments/nuvei/nuvei-standin.ts";

export const NUVEI_KEYS = {
  merchantId: String(randomInt(1e9, 1e10)),
  merchantSiteId: String(randomInt(1e5, 1e6)),
  secretKey: randomBytes(32).toString("base64url"),
};

/** The store's settings for Nuvei through `standIn`. */
export const nuveiEnv = (standIn: Pick<NuveiStandIn, "apiUrl">) => ({
  PAYMENT_PROVIDER: "nuvei",
  NUVEI_MERCHANT_ID: NUVEI_KEYS.merchantId,
  NUVEI_MERCHANT_SITE_ID: NUVEI_KEYS.merchantSiteId,
  NUVEI_SECRET_KEY: NUVEI_KEYS.secretKey,
  NUVEI_API_URL: standIn.apiUrl,
});

export interface Card {
  number: string;
  expiry?: string;
  cvv?: string;
  holder?: string;
}

/** `clientPayment.do`'s answer, as far as a test reads it. */
export interface ClientPaymentAnswer {
  status: string;
  errCode: number;
  reason: string;
  transactionStatus?: "APPROVED" | "DECLINED" | "ERROR";
  transactionId?: string;
  gwErrorReason?: string;
}

/** Simply Connect on /nuvei-jump for one Nuvei order (its session token), as its one HTTP call. */
export function simplyConnect(standIn: Pick<NuveiStandIn, "apiUrl">, session: { sessionToken: string; merchantId: string; merchantSiteId: string }) {
  return {
    /** Pays with `card` (expiry 12/34, CVV 123 and a name unless given). */
    async pay(card: Card): Promise<ClientPaymentAnswer> {
      const [month, year] = (card.expiry ?? STANDIN_CARDS.expiry).split("/");
      const res = await fetch(`${standIn.apiUrl}/clientPayment.do`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://shop.test" },
        body: JSON.stringify({
          sessionToken: session.sessionToken,
          merchantId: session.merchantId,
          merchantSiteId: session.merchantSiteId,
          paymentOption: {
            card: {
              cardNumber: card.number.replace(/\s/g, ""),
              cardHolderName: card.holder ?? STANDIN_CARDS.holder,
              expirationMonth: month,
              expirationYear: `20${year}`,
              CVV: card.cvv ?? STANDIN_CARDS.cvv,
            },
          },
        }),
      });
      return (await res.json()) as ClientPaymentAnswer;
    },
  };
}
