/**
 * `npm start` on a store whose build is current: no rebuild, no build noise, and a few lines saying
 * where the store listens and which database, mail, captcha and payment adapters it uses.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { freePort } from "./helpers.ts";

const START = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.start!;

test("a start with a current build prints a short summary of the store, without noise", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roamwell-start-"));
  // The start script exactly as package.json runs it; PUBLIC_URL unset, as on a first try.
  const child = spawn("sh", ["-c", START], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir },
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 80_000, intervals: [250] }).toContain("store ready");
    const lines = output.trim().split("\n");
    // Three warnings (no PUBLIC_URL, the sandbox, the simulator), the catalogue, listening, ready.
    expect(lines.length, output).toBeLessThanOrEqual(6);
    expect(output).not.toMatch(/envFile|Future Flag|PLUGIN_TIMINGS|Building the storefront|vite v\d/);
    const ready = JSON.parse(lines.find((l) => l.includes("store ready"))!) as Record<string, string>;
    expect(ready.msg).toBe(
      `store ready at http://127.0.0.1:${port} (public address http://localhost:${port}); database: PGlite in ${dataDir}/pglite; ` +
        `shared state: process memory; mail: outbox in ${dataDir}/outbox; captcha: ALTCHA (self-hosted); payments: sandbox (test cards only, no real money; webhooks delivered once); ` +
        `eSIMs: simulator (made-up eSIMs that connect nowhere); analytics and chat: none`,
    );
    // Production without PUBLIC_URL: links would point at localhost, and the log says so.
    expect(lines.some((l) => l.includes('"level":40') && l.includes("PUBLIC_URL is not set"))).toBe(true);
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
