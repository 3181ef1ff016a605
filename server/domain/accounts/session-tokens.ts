/**
 * Session tokens (PRODUCT.md#sessions): a three-part signed token (JWT, HS256 via jose) whose
 * subject is the user id and whose `sid` names the server-side session row. The signature keeps
 * tokens unforgeable; the row keeps them revocable.
 */
import { jwtVerify, SignJWT } from "jose";

export const SESSION_LIFETIME_MS = 180 * 86_400_000;
const ISSUER = "roamwell";

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: TokenClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a well-formed, correctly signed, unexpired token; null for anything else. */
    async read(token: string, now: Date): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"], currentDate: now });
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
