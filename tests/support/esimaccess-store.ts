/**
 * A test app wired as a store on eSIM Access (ESIM_PROVIDER=esimaccess) against the supplier's
 * stand-in, with a PRICING_RULES file the test may rewrite between runs, as an operator edits it:
 * started before the file's tests and closed after them, its file removed.
 */
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startEsimAccessStandIn, type StandIn } from "../../server/adapters/esim/esimaccess/esimaccess-standin.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export interface EsimAccessStore {
  app: () => TestApp;
  standIn: () => StandIn;
  rulesFile: string;
  writeRules: (text: string) => Promise<void>;
}

/** `name` keeps each file's credentials and rules file apart; `rules` is the rules file at the start. */
export function useEsimAccessStore(name: string, rules: unknown, clock: () => Date): EsimAccessStore {
  const rulesFile = path.join(os.tmpdir(), `${name}-rules-${randomBytes(4).toString("hex")}.json`);
  const writeRules = (text: string) => writeFile(rulesFile, text);
  let standIn: StandIn | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    await writeRules(JSON.stringify(rules));
    standIn = await startEsimAccessStandIn({ accessCode: `${name}-access`, secretKey: `${name}-secret` });
    t = await createTestApp({
      env: {
        PRICING_RULES: rulesFile,
        ESIM_PROVIDER: "esimaccess",
        ESIMACCESS_ACCESS_CODE: `${name}-access`,
        ESIMACCESS_SECRET_KEY: `${name}-secret`,
        ESIMACCESS_BASE_URL: standIn.baseUrl,
        ESIMACCESS_WEBHOOK_TOKEN: `${name}-test-webhook-token-0123`,
      },
      clock,
    });
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
    await rm(rulesFile, { force: true });
  });
  return { app: () => t!, standIn: () => standIn!, rulesFile, writeRules };
}
