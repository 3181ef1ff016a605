/**
 * The webhook address registered at start (supplier-webhook.ts), against eSIM Access's stand-in:
 * the supplier is given PUBLIC_URL's secret address and its notifications arrive there; a refusal
 * is a warning, never a failed start; with no token, or another provider, nothing is asked.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startEsimAccessStandIn, type StandIn } from "./adapters/esim/esimaccess/esimaccess-standin.ts";
import { loadConfig } from "./config.ts";
import { createConfiguredSupplier } from "./services.ts";
import { registerSupplierWebhook } from "./supplier-webhook.ts";

const CREDENTIALS = { accessCode: "webhook-access", secretKey: "webhook-secret" };
const TOKEN = "registration-test-token-0123456789";

let standIn: StandIn;
let receiver: Server;
let publicUrl: string;
/** What reached the store's address: path and notification type. */
const received: { path: string; notifyType: string }[] = [];

beforeAll(async () => {
  standIn = await startEsimAccessStandIn({ ...CREDENTIALS, webhookUrl: null });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", notifyType: (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { notifyType: string }).notifyType });
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  publicUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => receiver.close(resolve));
});

afterEach(() => {
  received.length = 0;
  standIn.control.clearFailures("webhook/save");
});

function memoryLog() {
  const lines: { level: "info" | "warn"; obj: object; msg: string }[] = [];
  return {
    lines,
    info: (obj: object, msg: string) => lines.push({ level: "info", obj, msg }),
    warn: (obj: object, msg: string) => lines.push({ level: "warn", obj, msg }),
  };
}

function configWith(env: Record<string, string>) {
  return loadConfig({
    LOG_LEVEL: "silent",
    PUBLIC_URL: publicUrl,
    ESIMACCESS_ACCESS_CODE: CREDENTIALS.accessCode,
    ESIMACCESS_SECRET_KEY: CREDENTIALS.secretKey,
    ESIMACCESS_BASE_URL: standIn.baseUrl,
    ...env,
  });
}

const saves = () => standIn.control.requests.filter((r) => r.path === "webhook/save").length;

describe("the webhook address registered at start", () => {
  it("gives eSIM Access PUBLIC_URL's secret address, where its notifications then arrive; the log names it without the token", async () => {
    const config = configWith({ ESIM_PROVIDER: "esimaccess", ESIMACCESS_WEBHOOK_TOKEN: TOKEN });
    const log = memoryLog();
    expect(await registerSupplierWebhook(config, createConfiguredSupplier(config, "esimaccess"), log)).toBe("registered");
    await standIn.control.idle();
    // The supplier checks a new address with a CHECK_HEALTH notification.
    expect(received).toEqual([{ path: `/webhooks/esimaccess/${TOKEN}`, notifyType: "CHECK_HEALTH" }]);
    expect(log.lines).toMatchObject([{ level: "info", obj: { supplier: "esimaccess", webhook: `${publicUrl}/webhooks/esimaccess/…` } }]);
    expect(JSON.stringify(log.lines)).not.toContain(TOKEN);
  });

  it("warns when the supplier refuses, and the start goes on", async () => {
    const config = configWith({ ESIM_PROVIDER: "esimaccess", ESIMACCESS_WEBHOOK_TOKEN: TOKEN });
    standIn.control.failNext("webhook/save", { kind: "refuse", code: "101003" });
    const log = memoryLog();
    expect(await registerSupplierWebhook(config, createConfiguredSupplier(config, "esimaccess"), log)).toBe("failed");
    await standIn.control.idle();
    expect(received).toEqual([]);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ level: "warn", obj: { supplier: "esimaccess", reason: expect.stringContaining("101003") } });
    expect(JSON.stringify(log.lines)).not.toContain(TOKEN);
  });

  it("asks nothing without a webhook token, nor for a supplier that is not ESIM_PROVIDER's", async () => {
    const before = saves();
    const log = memoryLog();
    const withoutToken = configWith({ ESIM_PROVIDER: "esimaccess" });
    expect(await registerSupplierWebhook(withoutToken, createConfiguredSupplier(withoutToken, "esimaccess"), log)).toBe("not-registered");
    const simulator = configWith({ ESIMACCESS_WEBHOOK_TOKEN: TOKEN });
    expect(await registerSupplierWebhook(simulator, createConfiguredSupplier(simulator, "esimaccess"), log)).toBe("not-registered");
    expect(saves()).toBe(before);
    expect(log.lines).toEqual([]);
  });
});
