/**
 * `npm run standin -- esimaccess|airalo`: a supplier's local stand-in (the one the tests use,
 * speaking its wire format, with its fixture catalogue), for trying the real adapters without a
 * contract or a network: it prints the settings that point the store at it (for a catalogue
 * sync, or a store that sells its eSIMs with ESIM_PROVIDER), then runs until stopped (Ctrl-C).
 * The credentials are made up at each start; nothing leaves this machine.
 */
import { randomBytes } from "node:crypto";
import { startAiraloStandIn } from "../adapters/esim/airalo/airalo-standin.ts";
import { startEsimAccessStandIn } from "../adapters/esim/esimaccess/esimaccess-standin.ts";

const USAGE = "usage: npm run standin -- esimaccess|airalo";
const secret = () => randomBytes(16).toString("hex");

async function start(name: string | undefined): Promise<{ close(): Promise<void>; env: Record<string, string> }> {
  if (name === "esimaccess") {
    const [accessCode, secretKey] = [secret(), secret()];
    const standIn = await startEsimAccessStandIn({ accessCode, secretKey });
    // The store registers its webhook address at the stand-in when it starts, as at eSIM Access: a token is all it takes.
    const env = { ESIMACCESS_ACCESS_CODE: accessCode, ESIMACCESS_SECRET_KEY: secretKey, ESIMACCESS_BASE_URL: standIn.baseUrl, ESIMACCESS_WEBHOOK_TOKEN: randomBytes(24).toString("hex") };
    return { close: () => standIn.close(), env };
  }
  if (name === "airalo") {
    const [clientId, clientSecret] = [secret(), secret()];
    const standIn = await startAiraloStandIn({ clientId, clientSecret });
    return { close: () => standIn.close(), env: { AIRALO_CLIENT_ID: clientId, AIRALO_CLIENT_SECRET: clientSecret, AIRALO_BASE_URL: standIn.baseUrl } };
  }
  throw new Error(USAGE);
}

try {
  const name = process.argv[2];
  const { close, env } = await start(name);
  const settings = Object.entries(env).map(([k, v]) => `${k}=${v}`);
  console.log(
    `${name} stand-in running. Point the store at it with:\n\n  ${settings.join(" \\\n  ")}\n\n` +
      `e.g. sync its catalogue: ${settings.join(" ")} npm run catalog -- sync --supplier ${name}\n` +
      `or sell its eSIMs (the store syncs at start): ESIM_PROVIDER=${name} ${settings.join(" ")} npm start\n\nCtrl-C stops it.`,
  );
  const stop = () => void close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
