/**
 * Server-rendered page throughput for anonymous visitors: requests/s and p99 latency of the home
 * and area pages, as a crawler or a first-time traveller gets them (no cookies, gzip).
 *
 *   npm run build && npm run bench:pages          # 10 s per page, 10 connections, gzip
 *   BENCH_SECONDS=20 npm run bench:pages
 *   BENCH_ACCEPT_ENCODING="gzip, deflate, br" npm run bench:pages   # as browsers ask
 *
 * Runs the real server (server/main.ts, production mode, embedded PGlite, demo catalogue) in its
 * own process, on a free port and a fresh data directory.
 */
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3999);
const PAGES = ["/", "/japan", "/de/europe", "/japan/10gb-30-days"];
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip";

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    PORT: String(PORT),
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DATA_DIR: path.join(os.tmpdir(), `roamwell-bench-pages-${randomBytes(4).toString("hex")}`),
  },
});
const base = `http://127.0.0.1:${PORT}`;

try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 240) throw new Error("the server did not start within 2 minutes");
    await sleep(500);
  }
  const rows = [];
  for (const page of PAGES) {
    const first = await fetch(base + page);
    if (!first.ok) throw new Error(`${page}: HTTP ${first.status}`);
    const html = await first.text();
    const result = await autocannon({ url: base + page, connections: CONNECTIONS, duration: SECONDS, headers: { "accept-encoding": ACCEPT_ENCODING, "accept-language": "en" } });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${page}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push({ page, "HTML KB": (html.length / 1024).toFixed(1), "req/s": Math.round(result.requests.average), "p50 ms": result.latency.p50, "p99 ms": result.latency.p99, "cache-control": first.headers.get("cache-control") });
  }
  console.log(`\n${SECONDS}s per page, ${CONNECTIONS} connections, accepted: ${ACCEPT_ENCODING}, node ${process.version}`);
  console.table(rows);
} finally {
  server.kill("SIGTERM");
}
