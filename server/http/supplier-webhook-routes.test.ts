/** The eSIM Access webhook address's token never reaches the request log. */
import { Writable } from "node:stream";
import Fastify from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { requestLogSerializer, supplierWebhookRoutes, withoutWebhookToken } from "./supplier-webhook-routes.ts";

const TOKEN = "secret-webhook-token-0123456789";

describe("the supplier webhook routes' log", () => {
  it("writes the eSIM Access address without its token", async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ loggerInstance: pino({ level: "info", serializers: { req: requestLogSerializer } }, stream) });
    await app.register(supplierWebhookRoutes({ supplier: "esimaccess", receive: async () => 1 }));
    const res = await app.inject({ method: "POST", url: `/webhooks/esimaccess/${TOKEN}`, headers: { "content-type": "application/json" }, payload: "{}" });
    expect(res.statusCode).toBe(200);
    await app.close();
    expect(lines.join("")).toContain("/webhooks/esimaccess/…");
    expect(lines.join("")).not.toContain(TOKEN);
  });

  it("leaves other addresses as they are", () => {
    expect(withoutWebhookToken(`/webhooks/esimaccess/${TOKEN}?x=1`)).toBe("/webhooks/esimaccess/…?x=1");
    expect(withoutWebhookToken("/webhooks/airalo")).toBe("/webhooks/airalo");
    expect(withoutWebhookToken("/admin/setup?token=abc-DEF_1")).toBe("/admin/setup?token=…");
    expect(withoutWebhookToken("/paysuccess?order=RW1234567890&key=s3cret&lang=de")).toBe("/paysuccess?order=RW1234567890&key=…&lang=de");
  });
});
