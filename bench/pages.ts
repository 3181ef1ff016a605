/**
 * Server-rendered page throughput for visitors who are not signed in, as a crawler or a traveller
 * from a search or a mail gets them (no cookies): requests/s and latency of the home, area and plan
 * pages rendered for every request (the page cache off: the first visitor of each page) and kept
 * (the page cache on), beside a static script from build/client/assets served by the same process,
 * all in one run (docs/PERFORMANCE.md#page-cache).
 *
 *   npm run build && npm run bench:pages          # 10 s per row, 10 connections, brotli and gzip accepted
 *   BENCH_SECONDS=20 npm run bench:pages
 *   BENCH_ACCEPT_ENCODING=gzip npm run bench:pages
 *   BENCH_LOG_LEVEL=info npm run bench:pages     # with the one-line request log on
 *
 * Runs the real server (server/main.ts, production mode, embedded PGlite, demo catalogue) twice,
 * each in its own process on a free port and a fresh data directory: PAGE_CACHE_MB=0 for cold
 * renders, the default for kept pages. Only one of them is under load at a time.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3998);
const PAGES = ["/", "/japan", "/de/europe", "/japan/10gb-30-days"];
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "br, gzip";
const WARM_UP_SECONDS = 2;

function startServer(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      // BENCH_LOG_LEVEL=info: the request log as production writes it (to /dev/null here), to weigh its share of a kept page.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(os.tmpdir(), `roamwell-bench-pages-${randomBytes(4).toString("hex")}`),
      ...env,
    },
  });
}

async function ready(base: string) {
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return;
    if (i > 240) throw new Error(`${base} did not start within 2 minutes`);
    await sleep(500);
  }
}

/**
 * The storefront's entry script, as every page loads it: a fingerprinted file from build/client/assets,
 * sent from its precompressed twin by the same process.
 */
function staticScript(): string {
  const file = fs.readdirSync("build/client/assets").find((f) => /^entry\.client-[\w-]+\.js$/.test(f));
  if (!file) throw new Error("no build/client/assets/entry.client-*.js: run npm run build first");
  return `/assets/${file}`;
}

async function measure(base: string, page: string) {
  const first = await fetch(base + page, { headers: { "accept-encoding": ACCEPT_ENCODING } });
  if (!first.ok) throw new Error(`${page}: HTTP ${first.status}`);
  // fetch decompresses what it reads: the bytes sent are the header's.
  const bytes = Number(first.headers.get("content-length") ?? 0);
  await first.arrayBuffer();
  const headers = { "accept-encoding": ACCEPT_ENCODING, "accept-language": "en" };
  // Warmed up first, unmeasured: the first seconds of a fresh process are the compiler's.
  await autocannon({ url: base + page, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const result = await autocannon({ url: base + page, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${page}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rate: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, kb: bytes / 1024, cacheControl: first.headers.get("cache-control") ?? "" };
}

const coldBase = `http://127.0.0.1:${PORT}`;
const warmBase = `http://127.0.0.1:${PORT + 1}`;
const servers = [startServer(PORT, { PAGE_CACHE_MB: "0" }), startServer(PORT + 1, {})];
try {
  await Promise.all([ready(coldBase), ready(warmBase)]);
  const script = staticScript();
  const rows = [];
  const fileRate = (await measure(warmBase, script)).rate;
  for (const page of PAGES) {
    const plain = await fetch(warmBase + page).then((r) => r.text());
    const cold = await measure(coldBase, page);
    const warm = await measure(warmBase, page);
    rows.push({
      page,
      "HTML KB": (plain.length / 1024).toFixed(1),
      "sent KB": warm.kb.toFixed(1),
      "cold req/s": cold.rate,
      "cold p99 ms": cold.p99,
      "kept req/s": warm.rate,
      "kept p50 ms": warm.p50,
      "kept p99 ms": warm.p99,
      "kept / file": `${Math.round((100 * warm.rate) / fileRate)} %`,
      "cache-control": warm.cacheControl,
    });
  }
  rows.push({ page: `${script} (file)`, "kept req/s": fileRate });
  console.log(`\n${SECONDS}s per row, ${CONNECTIONS} connections, accepted: ${ACCEPT_ENCODING}, node ${process.version}, ${os.cpus().length} cores`);
  console.table(rows);
} finally {
  for (const server of servers) server.kill("SIGTERM");
}
