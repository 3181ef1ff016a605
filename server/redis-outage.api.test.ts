/**
 * Redis (REDIS_URL: the shared rate limits and replay guard) going away, on a Redis of this
 * test's own: catalogue reads go on (200), state-changing calls are refused at once with 503
 * (their replay check cannot be skipped), and all works again once Redis is back. A start with
 * Redis unreachable ends with one sentence naming REDIS_URL and the address, without password.
 * docs/decisions/0016-when-a-dependency-is-down.md.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeAuthString } from "../shared/guest-auth.ts";
import { apiMessage } from "./messages/index.ts";
import { connectRedis } from "./redis-client.ts";
import { call, createTestApp, type TestApp } from "../tests/support/test-app.ts";
import { testEngine } from "../tests/support/test-database.ts";
import { freePort } from "../tests/support/free-port.ts";

const redisServer = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((p) => fs.existsSync(p));
// Redis does not care which database engine the API tests use: once per run is enough.
const runsHere = testEngine() === "postgres" || !process.env.TEST_DATABASE_URL;
if (!redisServer && !process.env.CI) console.warn("redis-outage test skipped: no redis-server binary");

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(redisServer!, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Ready to accept connections")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
}

const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

const guestLogIn = (t: TestApp, lang = "en") =>
  call(t.app, "/v1/user/oauth", { type: "WEB_ANONYMITY", rspToken: "", authString: encodeAuthString({ d: `device-${randomBytes(8).toString("hex")}` }) }, { lang });
const areas = (t: TestApp) => call(t.app, "/v1/query/areas", {});

async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
}

describe.skipIf(!runsHere || (!redisServer && !process.env.CI))("Redis away", () => {
  let port = 0;
  let server: ChildProcess | undefined;
  let redis: Redis | undefined;
  let t: TestApp;

  beforeAll(async () => {
    if (!redisServer) throw new Error("CI must run the Redis outage test: install redis-server");
    port = await freePort();
    server = await startRedis(port);
    redis = await connectRedis(`redis://127.0.0.1:${port}`);
    t = await createTestApp({ redis });
  });
  afterAll(async () => {
    await t?.close();
    redis?.disconnect();
    if (server) await stopRedis(server);
  });

  it("lets reads through, refuses state-changing calls at once with 503, and works again when it is back", async () => {
    expect((await guestLogIn(t)).status).toBe(200);
    expect((await areas(t)).status).toBe(200);

    await stopRedis(server!);
    expect(await until(() => redis!.status !== "ready", 2_000)).toBe(true);

    for (let i = 0; i < 5; i++) {
      const read = await areas(t);
      expect(read.status).toBe(200);
      expect(read.body.success).toBe(true);
      const started = Date.now();
      const write = await guestLogIn(t, i % 2 ? "tr" : "en");
      // "At once": no queue of retries behind it (the bound is generous; it takes milliseconds).
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(write.status).toBe(503);
      expect(write.headers["retry-after"]).toBe("5");
      expect(write.body).toMatchObject({ code: "SERVICE_UNAVAILABLE", success: false, msg: apiMessage("SERVICE_UNAVAILABLE", i % 2 ? "tr" : "en") });
    }

    server = await startRedis(port);
    expect(await until(() => redis!.status === "ready", 5_000)).toBe(true);
    expect((await guestLogIn(t)).status).toBe(200);
    expect((await areas(t)).status).toBe(200);
  });

  it("stops a start whose Redis is unreachable with one clear message", { timeout: 30_000 }, async () => {
    const closed = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rw-redis-start-"));
    try {
      const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: "info", REDIS_URL: `redis://shop:s3cret-pw@127.0.0.1:${closed}/0` },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      const fatal = output.split("\n").filter((line) => line.includes('"level":60'));
      expect(fatal, output).toHaveLength(1);
      expect(fatal[0]).toContain("REDIS_URL");
      expect(fatal[0]).toContain(`redis://127.0.0.1:${closed}`);
      expect(fatal[0]).toContain("ECONNREFUSED");
      expect(output).not.toContain("s3cret-pw");
      expect(output).not.toMatch(/ {4}at /);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
