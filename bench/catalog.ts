/**
 * Catalogue read throughput: requests/s and p99 latency of three API reads against a bare
 * route of the same server returning the same bytes from memory, kept compressed as the API's
 * cache keeps them, and the ratio between them; once with brotli accepted (as browsers send it)
 * and once with gzip only.
 *
 *   npm run bench                  # 10 s per run, 10 connections
 *   BENCH_SECONDS=20 npm run bench
 *   BENCH_LOG_LEVEL=info npm run bench   # with the request log written as in production (to /dev/null)
 *
 * The server runs in its own process so the load generator does not share its event loop.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { signBody } from "../shared/api/signature.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const server = spawn(process.execPath, ["--import", "tsx", "bench/bench-server.ts"], { stdio: ["ignore", "pipe", "inherit"] });
if (process.env.BENCH_LOG_LEVEL) console.log(`request log at ${process.env.BENCH_LOG_LEVEL}, written to /dev/null`);
const [line] = (await once(createInterface({ input: server.stdout! }), "line")) as [string];
const base = `http://127.0.0.1:${line.trim()}`;

const cases = [
  { name: "areas", path: "/v1/query/areas", fields: {} },
  { name: "search", path: "/v2/search/areas", fields: { keyword: "japn" } },
  { name: "package-list", path: "/v2/query/package/list", fields: { area: "europe" } },
];

async function run(url: string, body: string, headers: Record<string, string>) {
  const result = await autocannon({ url, method: "POST", body, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const rows = [];
const ENCODINGS = ["gzip, deflate, br", "gzip"];
try {
  for (const acceptEncoding of ENCODINGS) for (const c of cases) {
    const body = JSON.stringify({ meta: { currentTime: Date.now(), requestId: `bench${c.name.replace(/-/g, "")}0001` }, clientId: 0, ...c.fields });
    const headers = { "content-type": "application/json", "accept-language": "en", "accept-encoding": acceptEncoding, "x-signature": await signBody(body) };
    const answer = await fetch(base + c.path, { method: "POST", body, headers: { ...headers, "accept-encoding": "identity" } });
    const bytes = await answer.text();
    if (!JSON.parse(bytes).success) throw new Error(`${c.path} did not succeed: ${bytes.slice(0, 200)}`);
    const recorded = await fetch(`${base}/bench/record`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: c.name, bytes }) });
    if (!recorded.ok) throw new Error(`recording ${c.name} failed: ${recorded.status}`);
    const twin = await fetch(`${base}/bench/bare/${c.name}`, { method: "POST", body, headers: { ...headers, "accept-encoding": "identity" } });
    if ((await twin.text()) !== bytes) throw new Error(`bare route for ${c.name} does not return the same bytes`);

    const api = await run(base + c.path, body, headers);
    const bare = await run(`${base}/bench/bare/${c.name}`, body, headers);
    rows.push({
      endpoint: c.path,
      accepted: acceptEncoding,
      "answer KB": (bytes.length / 1024).toFixed(1),
      "api req/s": Math.round(api.rps),
      "api p99 ms": api.p99,
      "bare req/s": Math.round(bare.rps),
      "bare p99 ms": bare.p99,
      ratio: `${((api.rps / bare.rps) * 100).toFixed(0)}%`,
    });
  }
  console.log(`\n${SECONDS}s per run, ${CONNECTIONS} connections, node ${process.version}`);
  console.table(rows);
} finally {
  server.kill("SIGTERM");
}
