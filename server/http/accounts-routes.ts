/** Account endpoints: thin adapters from the contract to the accounts service (PRODUCT.md#accounts). */
import { AltchaChallengeAnswer } from "../../shared/api/accounts.ts";
import { displayPrice } from "../../shared/money.ts";
import { readCookie } from "../../shared/preferences.ts";
import { DEVICE_COOKIE, deviceCookie } from "../../shared/session-record.ts";
import type { Captcha } from "../adapters/captcha/captcha.ts";
import type { AccountOutcome, AccountsService } from "../domain/accounts/index.ts";
import { ok, refuse, type Api, type HandlerContext, type Result } from "./contract.ts";

const TAG = "Accounts";
/** Code sending is also limited per address and per e-mail inside the service; this caps bursts. */
const BURST = { max: 10, timeWindow: 60_000 };

const deviceKey = (ctx: HandlerContext<unknown>) => readCookie(ctx.request.headers.cookie, DEVICE_COOKIE);
const client = (ctx: HandlerContext<unknown>) => ({ ip: ctx.context.clientIp, userAgent: ctx.request.headers["user-agent"], deviceKey: deviceKey(ctx) });

/** Keeps the browser's known-device key (docs/decisions/0017-login-throttle.md); the answer stays the contract's. */
function withDeviceCookie<T, U>(ctx: HandlerContext<unknown>, outcome: AccountOutcome<T & { deviceKey: string }>, answer: (obj: T) => U): Result<U> {
  if (!outcome.ok) return outcome;
  ctx.reply.header("set-cookie", deviceCookie(outcome.obj.deviceKey, ctx.request.protocol === "https"));
  return ok(answer(outcome.obj));
}

/** `balanceOf`: an account's balance in USD minor units (the ledger's; docs/WALLET.md). */
export function registerAccountRoutes(api: Api, accounts: AccountsService, captcha: Captcha, balanceOf: (userId: string) => Promise<number>) {
  api.route({
    path: "/v1/send/verify-code",
    tag: TAG,
    summary: "E-mail a six-digit code (REGISTER or FINDPASSWORD); the same answer whether or not the address has an account",
    mutates: true,
    rateLimit: BURST,
    handler: (ctx) =>
      accounts.sendCode({ email: ctx.body.email, codeType: ctx.body.codeType, password: ctx.body.password, lang: ctx.lang, client: client(ctx) }),
  });

  api.route({
    path: "/v1/check/verify-code",
    tag: TAG,
    summary: "Check a code; five wrong tries end it",
    mutates: true,
    rateLimit: BURST,
    handler: ({ body }) => accounts.checkCode({ email: body.email, codeType: body.codeType, code: body.verifyCode }),
  });

  api.route({
    path: "/v1/user/register",
    tag: TAG,
    summary: "Create an account with the REGISTER code; then log in",
    mutates: true,
    rateLimit: BURST,
    handler: ({ body, lang }) =>
      accounts.register({
        email: body.email,
        password: body.password,
        code: body.verifyCode,
        lang,
        merchantId: body.partnerMerchantId,
        merchantSubId: body.partnerMerchantSubId,
        sourceType: body.sourceType,
      }),
  });

  api.route({
    path: "/v1/user/login",
    tag: TAG,
    summary: "Log in with e-mail and password; answers a session token",
    mutates: true,
    rateLimit: BURST,
    handler: async (ctx) =>
      withDeviceCookie(ctx, await accounts.login({ email: ctx.body.email, password: ctx.body.password, client: client(ctx) }), ({ email, token }) => ({ email, token })),
  });

  api.route({
    path: "/v1/user/oauth",
    tag: TAG,
    summary: "Guest log-in, first step: the device's guest and a check token; may ask for a captcha (RT_NOBEL_ERROR_10029)",
    mutates: true,
    rateLimit: BURST,
    handler: (ctx) =>
      accounts.guestCheck({ auth: ctx.body.authString, captchaAnswer: ctx.body.rspToken, lang: ctx.lang, client: client(ctx), country: ctx.context.country }),
  });

  api.route({
    path: "/v1/user/guest-login",
    tag: TAG,
    summary: "Guest log-in, second step: the check token (single use, 5 minutes) for a session token",
    mutates: true,
    rateLimit: BURST,
    handler: (ctx) => accounts.guestLogin({ checkToken: ctx.body.idToken, email: ctx.body.email, sourceType: ctx.body.sourceType, client: client(ctx) }),
  });

  api.route({
    path: "/v1/user/logout",
    tag: TAG,
    summary: "End the session of the bearer token",
    mutates: true,
    handler: async ({ context }) => {
      if (context.session) await accounts.logout(context.session);
      return ok(null);
    },
  });

  api.route({
    path: "/v1/user/sessions",
    tag: TAG,
    summary: "The signed-in user's live sessions, newest first (the security page)",
    auth: "guest",
    handler: async ({ session }) => ok(await accounts.listSessions(session)),
  });

  api.route({
    path: "/v1/user/logout-all",
    tag: TAG,
    summary: "Sign out everywhere: end every session of the signed-in user, this one included",
    mutates: true,
    auth: "guest",
    handler: async ({ session }) => {
      await accounts.logoutEverywhere(session);
      return ok(null);
    },
  });

  api.route({
    path: "/v1/reset/password",
    tag: TAG,
    summary: "Set a new password with the FINDPASSWORD code; ends every session",
    mutates: true,
    rateLimit: BURST,
    handler: async (ctx) =>
      withDeviceCookie(
        ctx,
        await accounts.resetPassword({ email: ctx.body.email, code: ctx.body.verifyCode, password: ctx.body.password, lang: ctx.lang, deviceKey: deviceKey(ctx) }),
        () => null,
      ),
  });

  api.route({
    path: "/v1/update/password",
    tag: TAG,
    summary: "Change the password of the signed-in account; ends every other session",
    mutates: true,
    rateLimit: BURST,
    auth: "guest",
    handler: ({ body, lang, session }) => accounts.updatePassword(session, { oldPassword: body.oldPassword, password: body.password, lang }),
  });

  api.route({
    path: "/v1.1/query/user-info",
    tag: TAG,
    summary: "Who is signed in, with the balance in the display currency",
    auth: "guest",
    handler: async ({ session, context }) => {
      const { currency } = context;
      // Only account logins hold a balance (docs/WALLET.md); a guest's is always zero.
      const minor = session.loginType === "accountLogin" ? await balanceOf(session.userId) : 0;
      const balance = displayPrice(minor, currency);
      return ok({ email: session.email, loginType: session.loginType, balance: minor, balanceFormatter: `${balance.symbol}${balance.amount}` });
    },
  });

  api.route({
    path: "/v1/captcha/challenge",
    tag: TAG,
    summary: "An ALTCHA challenge for the guest log-in's captcha; 404 when the captcha is reCAPTCHA",
    rateLimit: { max: 30, timeWindow: 60_000 },
    handler: async () => {
      if (!captcha.challenge) throw refuse("NOT_FOUND");
      return ok(AltchaChallengeAnswer.parse(await captcha.challenge()));
    },
  });
}
