/**
 * Request and answer schemas of the account endpoints (PRODUCT.md#accounts). Field names follow
 * the storefront's client; length limits here only stop absurd input, the account rules (password
 * length, common passwords) answer with their own localized messages.
 */
import { z } from "zod";
import { AUTH_STRING_MAX, decodeAuthString, DEVICE_ID_PATTERN } from "../guest-auth.ts";
import { REFERRAL_CODE_PATTERN } from "../referral.ts";
import { EmailSchema, requestSchema } from "./envelope.ts";
import { text } from "./text.ts";
import { LOGIN_TYPES } from "../login-type.ts";

export const CODE_TYPES = ["REGISTER", "FINDPASSWORD"] as const;
export const CodeTypeSchema = z.enum(CODE_TYPES);
export const VerifyCodeSchema = z.string().regex(/^\d{6}$/, "six digits");
/** Wider than the rule (8-128), so a too-long password gets the rule's own message. */
const PasswordSchema = text().max(256);
const MerchantFields = {
  partnerMerchantId: z.number().int().positive().optional(),
  partnerMerchantSubId: text().max(64).optional(),
};
const SourceType = z.string().regex(/^[A-Z_]{1,32}$/).optional();

export const SendCodeRequest = requestSchema({ email: EmailSchema, password: PasswordSchema.optional(), codeType: CodeTypeSchema, ...MerchantFields });
export const CheckCodeRequest = requestSchema({ email: EmailSchema, codeType: CodeTypeSchema, verifyCode: VerifyCodeSchema });
export const RegisterRequest = requestSchema({
  email: EmailSchema,
  password: PasswordSchema,
  verifyCode: VerifyCodeSchema,
  codeType: z.literal("REGISTER"),
  ...MerchantFields,
  sourceType: SourceType,
});
export const LoginRequest = requestSchema({ email: EmailSchema, password: PasswordSchema, sourceType: SourceType });
export const ResetPasswordRequest = requestSchema({ email: EmailSchema, verifyCode: VerifyCodeSchema, password: PasswordSchema });
export const UpdatePasswordRequest = requestSchema({ oldPassword: PasswordSchema, password: PasswordSchema });
export const SessionRequest = requestSchema({});

export const LoginAnswer = z.object({ email: z.string(), token: z.string().describe("Session token (JWT); send it as `Authorization: Bearer`") });
export const RegisterAnswer = z.object({ email: z.string() });
export const UserInfoAnswer = z.object({
  email: z.string().nullable(),
  loginType: z.enum(LOGIN_TYPES),
  balance: z.number().int().describe("Balance in USD minor units"),
  balanceFormatter: z.string().describe("The balance in the display currency, exactly two decimals"),
});
export const EmptyAnswer = z.null();
export const SessionListAnswer = z.array(
  z.object({
    id: z.string(),
    loginType: z.enum(LOGIN_TYPES),
    createdAt: z.string().describe("ISO 8601, when the session was opened"),
    userAgent: z.string().describe("The browser's User-Agent at sign-in (at most 300 characters)"),
    current: z.boolean().describe("The session of the token that asked"),
  }),
);

/** The decoded `authString` of the guest log-in (shared/guest-auth.ts). */
export const GuestAuthSchema = z.strictObject({
  c: z.number().int().positive().max(2_147_483_647).optional(),
  d: z.string().regex(DEVICE_ID_PATTERN, "8-128 letters, digits, - or _"),
  cs: z.string().regex(REFERRAL_CODE_PATTERN, "1-64 letters, digits, - or _").optional(),
});
/** A problem inside the decoded object names its field: `authString.d`. */
const AuthStringSchema = text()
  .max(AUTH_STRING_MAX)
  .transform((text, ctx) => {
    const decoded = decodeAuthString(text);
    if (decoded === undefined) ctx.issues.push({ code: "invalid_format", format: "base64url", input: text, message: "not base64url of JSON" });
    return decoded;
  })
  .pipe(GuestAuthSchema)
  .describe("base64url (no padding) of JSON { c?: merchant id, d: device id, cs?: sub id }; see docs/API.md");
export const GuestCheckRequest = requestSchema({
  type: z.literal("WEB_ANONYMITY"),
  rspToken: text().max(8192).describe("The captcha's answer, or empty when none was shown"),
  authString: AuthStringSchema,
});
export const GuestCheckAnswer = z.object({
  checkToken: z.string().describe("Single use, valid 5 minutes: send it as `idToken` to /v1/user/guest-login"),
  email: z.string().nullable().describe("The guest's e-mail when one is known; null at first"),
});
export const GuestLoginRequest = requestSchema({
  idToken: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, "a checkToken"),
  email: z.union([z.literal(""), EmailSchema]).describe("The e-mail /v1/user/oauth answered, or empty"),
  loginType: z.literal("WEB_CLIENT_ANONYMITY_LOGIN"),
  sourceType: SourceType,
});
export const GuestLoginAnswer = LoginAnswer.extend({ email: z.string().nullable() });

/** `/v1/captcha/challenge` has no fields of its own. */
export const CaptchaChallengeRequest = requestSchema({});
/** An ALTCHA v2 challenge, as altcha-lib makes it; the widget takes it as it is. */
export const AltchaChallengeAnswer = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().int().optional(),
      parallelism: z.number().int().optional(),
      expiresAt: z.number().int().optional().describe("Seconds since the epoch"),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string(),
  })
  .describe("ALTCHA challenge: the solved widget's payload is sent as `rspToken`");
