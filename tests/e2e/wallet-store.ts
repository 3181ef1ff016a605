/**
 * What the wallet journeys (promo.spec.ts, balance-checkout.spec.ts) share: a store of their own
 * whose promo codes exist before it starts, accounts signed up through the API, a browser signed
 * in as one, and the sandbox's card page.
 *
 * Why a store of their own: the shared test server runs on embedded PGlite, which one process
 * holds at a time, so nothing (the operators' `npm run promo` included) can add codes to its
 * database while it runs. Here the codes are written into a fresh data directory first, by the
 * promos service the CLI drives and from the CLI's own arguments, and the store starts on it
 * afterwards: no test-only door into the server. In process rather than through the CLI, as each
 * run of it pays for starting up and opening the database again (about 10 s on a busy machine).
 */
import { randomBytes } from "node:crypto";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { loadConfig } from "../../server/config.ts";
import { openConfiguredDatabase, prepareDatabase } from "../../server/db/open-from-config.ts";
import { parsePromoArgs } from "../../server/cli/promo-cli-args.ts";
import { hasPaidOrder } from "../../server/domain/checkout/index.ts";
import { createPromosService, promoProblemText } from "../../server/domain/promos/index.ts";
import { createLedger } from "../../server/domain/wallet/index.ts";
import { expect } from "./fixtures.ts";
import { api, uniqueIp } from "./helpers.ts";
import { mailTo } from "./mailbox.ts";
import { seededDataDir, startOwnStore, stopOwnStore, type OwnStore } from "./own-store.ts";

// The JSON API and the sandbox's card page are every journey's (helpers.ts); the wallet journeys take them from here too.
export { api, payWith4242 } from "./helpers.ts";

export const PASSWORD = "wallet journeys 42";
export const newEmail = () => `wallet-${randomBytes(5).toString("hex")}@example.com`;

/**
 * A promo code as `npm run promo -- create` takes it (`["WELCOME5", "--kind", "credit", "--value",
 * "500"]`); `madeAt` creates it as of that moment, which lets a test have a code that has already
 * ended (the CLI refuses to create one that ends in the past, rightly).
 */
export type CodeToMake = { args: string[]; madeAt?: Date };

/** The codes in a fresh data directory (a copy of the seeded database), made as the CLI makes them; then the store itself, on a free port. */
export async function startStoreWithCodes(codes: CodeToMake[]): Promise<OwnStore> {
  const dataDir = seededDataDir();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, config);
    for (const { args, madeAt } of codes) {
      const parsed = parsePromoArgs(["create", ...args]);
      if (!parsed.ok || parsed.value.command !== "create") throw new Error(`promo ${args.join(" ")}: ${parsed.ok ? "not a create" : parsed.message}`);
      const promos = createPromosService({ db: database.db, ledger: createLedger({ db: database.db }), hasPaidOrder, ...(madeAt ? { now: () => madeAt } : {}) });
      const created = await promos.create(parsed.value.promo);
      if (!created.ok) throw new Error(`promo ${args[0]}: ${promoProblemText(created.problem)}`);
    }
  } finally {
    await database.close();
  }
  return startOwnStore({ TRUST_PROXY: "true" }, { dataDir });
}

export { stopOwnStore as stopStore, type OwnStore };

export interface Buyer {
  token: string;
  email: string;
  ip: string;
}

/** An account signed up with the code mailed to it, then logged in, speaking for a client address of its own. */
export async function signUpAccount(request: APIRequestContext, store: OwnStore): Promise<Buyer> {
  const ip = uniqueIp();
  const email = newEmail();
  const at = (p: string) => `${store.base}${p}`;
  expect((await api(request, at("/v1/send/verify-code"), { email, password: PASSWORD, codeType: "REGISTER" }, { ip })).success).toBe(true);
  const verifyCode = /^\s{4}(\d{6})\s*$/m.exec(await mailTo(email, /^\s{4}\d{6}\s*$/m, new Set(), store.outbox))![1]!;
  expect((await api(request, at("/v1/check/verify-code"), { email, codeType: "REGISTER", verifyCode }, { ip })).success).toBe(true);
  expect((await api(request, at("/v1/user/register"), { email, password: PASSWORD, verifyCode, codeType: "REGISTER" }, { ip })).success).toBe(true);
  const login = await api<{ token: string }>(request, at("/v1/user/login"), { password: PASSWORD }, { ip, email });
  expect(login.success, login.msg).toBe(true);
  return { token: login.obj.token, email, ip };
}

/** The browser holds the account's session as after a log-in: the cookie and its local record (docs/decisions/0011). */
export async function signInBrowser(context: BrowserContext, store: OwnStore, buyer: Buyer): Promise<void> {
  await context.addCookies([{ name: "session", value: buyer.token, url: store.base }]);
  const record = JSON.stringify({ loginType: "accountLogin", email: buyer.email, at: Date.now() });
  await context.addInitScript((value) => window.localStorage.setItem("roamwell.session", value), record);
  await context.setExtraHTTPHeaders({ "x-forwarded-for": buyer.ip });
}


export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
