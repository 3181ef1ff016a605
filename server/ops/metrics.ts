/**
 * The store's Prometheus metrics (docs/OPERATIONS.md#metrics), one registry per process.
 *
 * Two kinds:
 * - **Events this process saw**, counted as they happen: HTTP requests, kept pages, job runs,
 *   supplier calls. Each instance counts its own; a dashboard sums them over instances.
 * - **The store's state**, read from the database when scraped: orders that reached each stage,
 *   payment failures, the job and mail queues, the wallets. Every instance reads the same rows and
 *   answers the same figures, which survive restarts and agree with the console; a dashboard takes
 *   their `max` over instances. A scrape costs one round of indexed queries, and a database that
 *   does not answer leaves these series out for that scrape (and `roamwell_state_read_ok` at 0)
 *   instead of failing the scrape.
 *
 * Node's own (event-loop lag, heap, CPU, garbage collection) are prom-client's defaults, under
 * their usual names so ready-made Node.js dashboards read them.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** Seconds: most pages and API calls answer in milliseconds; a cold render or a checkout in tens to hundreds. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a supplier answers in tens of milliseconds to a few seconds. */
const CALL_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type JobOutcome = "succeeded" | "failed" | "gave_up" | "waiting";

/** What the database says about the store, read at scrape time (each domain reads its own tables). */
export interface StoreState {
  /** Orders that have reached each stage, all time (placed, paid, delivered, refunded). */
  orders: Record<"placed" | "paid" | "delivered" | "refunded", number>;
  /** Failed payments by the provider's reason (its decline code, or "unknown"), all time. */
  paymentFailures: ReadonlyArray<{ reason: string; count: number }>;
  /** Jobs not finished, by kind: how many, how many are due now, and the age of the oldest due one. */
  jobs: ReadonlyArray<{ kind: string; pending: number; due: number; oldestDueSeconds: number }>;
  /** Mails not sent yet (and the age of the oldest), and those out of attempts, waiting for an operator. */
  mail: { pending: number; givenUp: number; oldestSeconds: number };
  /** What the travellers' wallets hold together, in US cents, and how many wallets there are. */
  wallets: { count: number; totalMinor: number };
}

/** Readings taken from this process's own objects when scraped. */
export interface ProcessReadings {
  /** The PostgreSQL pool (null on PGlite, which has one connection and no pool). */
  pool?: () => { total: number; idle: number; waiting: number; max: number } | null;
  /** The rendered pages this process keeps (null when PAGE_CACHE_MB is 0). */
  pageCache?: () => { entries: number; bytes: number } | null;
  /** The supplier's prepaid balance as this process last read it, in US dollars (null: none read, or the simulator). */
  supplierBalance?: () => { supplier: string; usd: number } | null;
  /** Whether the catalogue is loaded. */
  catalogLoaded?: () => boolean;
}

export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request: its route pattern ("page" for the storefront), method, status and seconds. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A storefront page sent from this process's kept pages (hit) or rendered to fill them (miss). */
  keptPage(result: "hit" | "miss"): void;
  /** One job attempt's outcome (`waiting`: the job said it must wait, and was put back). */
  jobRun(kind: string, outcome: JobOutcome): void;
  /** One call to the eSIM supplier: which call, "ok" or the failure's kind, and seconds. */
  supplierCall(supplier: string, call: string, outcome: string, seconds: number): void;
  /** Adds the store's state, read from the database when scraped (once per registry). */
  readState(state: () => Promise<StoreState>): void;
  /** Adds readings of this process's own objects, taken when scraped. */
  readProcess(readings: ProcessReadings): void;
}

export function createMetrics(options: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults !== false) collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: "roamwell_http_request_duration_seconds",
    help: "HTTP requests by route pattern (page: a storefront page), method and status, and the time to answer them.",
    labelNames: ["route", "method", "status"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const keptPages = new Counter({
    name: "roamwell_page_cache_requests_total",
    help: "Storefront pages sent from the kept pages (hit) or rendered to fill them (miss); pages never kept are not counted.",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "roamwell_job_runs_total",
    help: "Job attempts by kind and outcome: succeeded, failed (retried later), gave_up (the last attempt failed; its give-up ran), waiting (put back).",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  const supplierCalls = new Histogram({
    name: "roamwell_supplier_call_duration_seconds",
    help: "Calls to the eSIM supplier by call and outcome (ok, or the failure's kind: retryable, ambiguous, auth, ...), and their time.",
    labelNames: ["supplier", "call", "outcome"] as const,
    buckets: CALL_BUCKETS,
    registers: [registry],
  });

  return {
    registry,
    request(route, method, status, seconds) {
      requests.observe({ route, method, status: String(status) }, seconds);
    },
    keptPage(result) {
      keptPages.inc({ result });
    },
    jobRun(kind, outcome) {
      jobRuns.inc({ kind, outcome });
    },
    supplierCall(supplier, call, outcome, seconds) {
      supplierCalls.observe({ supplier, call, outcome }, seconds);
    },
    readState(state) {
      registerStateGauges(registry, state);
    },
    readProcess(readings) {
      registerProcessGauges(registry, readings);
    },
  };
}

/** One gauge whose series are set from `values` each time it is scraped. */
function gaugeOf<L extends string>(registry: Registry, name: string, help: string, labelNames: readonly L[], values: () => Promise<ReadonlyArray<[Partial<Record<L, string>>, number]>>) {
  // A second app on the same services (tests) reads the same objects: the newer reading wins.
  registry.removeSingleMetric(name);
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [labels, value] of await values()) this.set(labels, value);
    },
  });
}

function registerStateGauges(registry: Registry, read: () => Promise<StoreState>) {
  let reading: Promise<StoreState | null> | null = null;
  // One round of queries serves every gauge of a scrape (prom-client collects them side by
  // side), and scrapes that overlap it; the next scrape reads again.
  function state(): Promise<StoreState | null> {
    reading ??= read()
      .catch(() => null)
      .finally(() => setImmediate(() => (reading = null)));
    return reading;
  }
  const from = async <T>(pick: (s: StoreState) => T[]): Promise<T[]> => {
    const s = await state();
    return s ? pick(s) : [];
  };
  gaugeOf(registry, "roamwell_state_read_ok", "1 when the store's state could be read from the database for this scrape, else 0 (the roamwell_ state series are then left out).", [], async () => [[{}, (await state()) ? 1 : 0]]);
  gaugeOf(registry, "roamwell_orders_reached", "Orders that have reached each stage (placed, paid, delivered, refunded), all time, from the database: the same on every instance.", ["stage"], () =>
    from((s) => Object.entries(s.orders).map(([stage, n]) => [{ stage }, n] as [{ stage: string }, number])),
  );
  gaugeOf(registry, "roamwell_payment_failures", "Failed payments by the provider's reason, all time, from the database.", ["reason"], () => from((s) => s.paymentFailures.map((f) => [{ reason: f.reason }, f.count] as [{ reason: string }, number])));
  gaugeOf(registry, "roamwell_jobs_pending", "Jobs not finished (waiting, due or running), by kind.", ["kind"], () => from((s) => s.jobs.map((j) => [{ kind: j.kind }, j.pending] as [{ kind: string }, number])));
  gaugeOf(registry, "roamwell_jobs_due", "Jobs due now and not yet taken by a worker, by kind: a queue that grows means the workers do not keep up, or none runs.", ["kind"], () =>
    from((s) => s.jobs.map((j) => [{ kind: j.kind }, j.due] as [{ kind: string }, number])),
  );
  gaugeOf(registry, "roamwell_jobs_oldest_due_seconds", "Age of the oldest job due and not yet taken, by kind (0: none due).", ["kind"], () =>
    from((s) => s.jobs.map((j) => [{ kind: j.kind }, j.oldestDueSeconds] as [{ kind: string }, number])),
  );
  gaugeOf(registry, "roamwell_mail_pending", "Mails queued and not sent yet.", [], () => from((s) => [[{}, s.mail.pending] as [object, number]]));
  gaugeOf(registry, "roamwell_mail_given_up", "Mails out of attempts and not sent: they wait for an operator.", [], () => from((s) => [[{}, s.mail.givenUp] as [object, number]]));
  gaugeOf(registry, "roamwell_mail_oldest_pending_seconds", "Age of the oldest mail not sent yet (0: none).", [], () => from((s) => [[{}, s.mail.oldestSeconds] as [object, number]]));
  gaugeOf(registry, "roamwell_wallet_balance_usd", "What the travellers' wallets hold together, in US dollars.", [], () => from((s) => [[{}, s.wallets.totalMinor / 100] as [object, number]]));
  gaugeOf(registry, "roamwell_wallets", "Wallets (accounts that have held a balance).", [], () => from((s) => [[{}, s.wallets.count] as [object, number]]));
}

function registerProcessGauges(registry: Registry, readings: ProcessReadings) {
  const { pool, pageCache, supplierBalance, catalogLoaded } = readings;
  if (pool) {
    gaugeOf(registry, "roamwell_db_pool_connections", "PostgreSQL connections of this instance's pool: total open, idle, and requests waiting for one.", ["state"], async () => {
      const p = pool();
      return p ? [[{ state: "total" }, p.total], [{ state: "idle" }, p.idle], [{ state: "waiting" }, p.waiting]] : [];
    });
    gaugeOf(registry, "roamwell_db_pool_max", "The most connections this instance's pool opens (DATABASE_POOL_SIZE).", [], async () => {
      const p = pool();
      return p ? [[{}, p.max]] : [];
    });
  }
  if (pageCache) {
    gaugeOf(registry, "roamwell_page_cache_entries", "Storefront pages this instance keeps.", [], async () => {
      const c = pageCache();
      return c ? [[{}, c.entries]] : [];
    });
    gaugeOf(registry, "roamwell_page_cache_bytes", "Memory the kept pages take, their compressed forms included.", [], async () => {
      const c = pageCache();
      return c ? [[{}, c.bytes]] : [];
    });
  }
  if (supplierBalance) {
    gaugeOf(registry, "roamwell_supplier_balance_usd", "The store's prepaid balance at the eSIM supplier, as this instance last read it.", ["supplier"], async () => {
      const b = supplierBalance();
      return b ? [[{ supplier: b.supplier }, b.usd]] : [];
    });
  }
  if (catalogLoaded) gaugeOf(registry, "roamwell_catalog_loaded", "1 once this instance has loaded the catalogue.", [], async () => [[{}, catalogLoaded() ? 1 : 0]]);
}
