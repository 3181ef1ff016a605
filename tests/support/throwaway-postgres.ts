/**
 * A PostgreSQL cluster of a test's own, in a temporary directory on a free port, that the test
 * may stop and start again (the shared server must never be stopped). Run as the `postgres`
 * user when the tests run as root, since initdb and postgres refuse to run as root.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port.ts";

const run = promisify(execFile);

/** The newest PostgreSQL's binaries: Debian's versioned directories, else those on PATH. */
export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb"))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length > 0) return path.join(root, versions[0], "bin");
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) if (dir && fs.existsSync(path.join(dir, "initdb"))) return dir;
  return null;
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its directory. */
  destroy(): Promise<void>;
}

export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rw-pg-"));
  const data = path.join(dir, "data");
  if (asRoot) {
    const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const pg = (bin: string, args: string[]) => (asRoot ? run("runuser", ["-u", "postgres", "--", path.join(binDir, bin), ...args]) : run(path.join(binDir, bin), args));
  const port = await freePort();
  await pg("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = async () => void (await pg("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]));
  const stop = async () => void (await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]));
  await start();
  return {
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    async destroy() {
      await pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
