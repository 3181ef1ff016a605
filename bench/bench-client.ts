/**
 * What the HTTP benchmarks share: the bench server started in its own process, signed API calls
 * as the storefront makes them (each from its own client address, so per-address limits do not
 * bite), and a load loop that reports requests per second with p50 and p99 latency.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";
import { signBody } from "../shared/api/signature.ts";

export interface BenchServer {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** bench/bench-server.ts with `env` added, trusting X-Forwarded-For; resolves once it listens. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const server = spawn(process.execPath, ["--import", "tsx", "bench/bench-server.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, BENCH_TRUST_PROXY: "true", ...env },
  });
  const [line] = (await once(createInterface({ input: server.stdout! }), "line")) as [string];
  return {
    base: `http://127.0.0.1:${line.trim()}`,
    process: server,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      await exited;
    },
  };
}

let addresses = 0;
export const newAddress = () => `10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;

export interface CallOptions {
  token?: string;
  email?: string;
  /** Default: a new client address for each call. */
  ip?: string;
  headers?: Record<string, string>;
}

/** Signed API calls to `base`; `call` answers the HTTP status too, `api` throws unless the answer is a success. */
export function apiClient(base: string) {
  async function call<T>(path: string, fields: object, opts: CallOptions = {}): Promise<{ status: number; success: boolean; msg: string; obj: T }> {
    const body = JSON.stringify({
      meta: { currentTime: Date.now(), requestId: randomBytes(10).toString("hex") },
      clientId: 0,
      ...(opts.email ? { email: opts.email } : {}),
      ...fields,
    });
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "x-forwarded-for": opts.ip ?? newAddress(),
      "x-signature": await signBody(body, opts.token),
      ...opts.headers,
    };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(base + path, { method: "POST", headers, body });
    const answer = (await res.json()) as { success?: boolean; msg?: string; obj: T };
    return { status: res.status, success: answer.success === true, msg: answer.msg ?? "", obj: answer.obj };
  }

  async function api<T>(path: string, fields: object, opts: CallOptions = {}): Promise<T> {
    const answer = await call<T>(path, fields, opts);
    if (!answer.success) throw new Error(`${path}: ${answer.status} ${answer.msg}`);
    return answer.obj;
  }

  /** A bench server's own set-up route (plain JSON, no envelope). */
  async function bench<T>(path: string, body: object): Promise<T> {
    const res = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  return { call, api, bench };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface LoadResult {
  count: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

/** Runs `work` from `concurrency` loops until `until` says stop; latencies in ms. */
export async function load(concurrency: number, work: (i: number) => Promise<void>, until: (started: number, elapsedMs: number) => boolean): Promise<LoadResult> {
  const latencies: number[] = [];
  let started = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!until(started, performance.now() - t0)) {
        const i = started++;
        const s = performance.now();
        await work(i);
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, seconds, rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** A markdown table row of a load result. */
export const resultRow = (name: string, r: LoadResult) => `| ${name} | ${r.count} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`;
