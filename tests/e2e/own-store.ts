/**
 * Stores the journeys start themselves, for what the shared test server is not started with (a
 * quick eSIM simulator, reCAPTCHA, promo codes made before the start, no PUBLIC_URL): each on a
 * free port and a data directory of its own. The directory's database already holds the demo
 * catalogue, a copy of the one global-setup.ts made: a first start on an empty directory spends
 * several seconds creating the database and loading the catalogue, and every store paid it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "./fixtures.ts";
import { SEEDED_DATA_DIR } from "./global-setup.ts";
import { freePort } from "./helpers.ts";

export interface OwnStore {
  child: ChildProcess;
  base: string;
  dataDir: string;
  outbox: string;
}

/** A fresh data directory holding a copy of the seeded database. */
export function seededDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roamwell-e2e-own-"));
  fs.cpSync(path.join(SEEDED_DATA_DIR, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

/**
 * `server/main.ts` on a free port with `env` (PUBLIC_URL is the store's own address unless
 * `publicUrl: false`), on a copy of the seeded database unless given `dataDir`; answers once it
 * is healthy.
 */
export async function startOwnStore(env: Record<string, string>, options: { dataDir?: string; publicUrl?: boolean } = {}): Promise<OwnStore> {
  const dataDir = options.dataDir ?? seededDataDir();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...(options.publicUrl === false ? {} : { PUBLIC_URL: base }),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok ?? false, { timeout: 90_000, intervals: [250] }).toBe(true);
  return { child, base, dataDir, outbox: path.join(dataDir, "outbox") };
}

/** Stops the store's process and keeps its data directory (an operator command may then open it). */
export async function stopOwnProcess(store: OwnStore): Promise<void> {
  if (store.child.exitCode === null && store.child.signalCode === null) {
    const exited = new Promise((resolve) => store.child.once("exit", resolve));
    store.child.kill("SIGTERM");
    await exited;
  }
}

export async function stopOwnStore(store: OwnStore | undefined): Promise<void> {
  if (!store) return;
  await stopOwnProcess(store);
  fs.rmSync(store.dataDir, { recursive: true, force: true });
}

/**
 * An operator command (`npm run <script>`'s file under server/cli/) on a stopped store's
 * database, as an operator runs it: answers what it printed, and fails the test if it failed.
 */
export function runOperatorCommand(store: OwnStore, cli: string, args: string[]): string {
  const run = spawnSync(process.execPath, ["--import", "tsx", `server/cli/${cli}`, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: store.dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  expect(run.status, `${cli} ${args.join(" ")}: ${run.stderr}`).toBe(0);
  return run.stdout;
}
