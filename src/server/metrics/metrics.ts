import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { OutboxBacklog } from "@/db/queries/lead-deliveries";
import type { SearchIndexStats } from "@/server/search/search-engine";
import { processSingleton } from "@/config/process-singletons";

/** Where the gauges read at scrape time come from; each process sets those it has. */
export type MetricSources = {
  searchIndexes?: () => SearchIndexStats;
  outbox?: () => Promise<OutboxBacklog>;
  /** Null without a replica; false while its reads go to the primary after a failure. */
  readReplicaUp?: () => boolean | null;
};

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The outbox is read at scrape time; a database that does not answer in this is reported down instead. */
const OUTBOX_READ_MS = 2_000;

function createMetrics() {
  const registry = new Registry();
  const sources: MetricSources = {};
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  let outboxRead: Promise<OutboxBacklog | null> | null = null;
  /** One database read per scrape, shared by the three gauges it feeds. */
  const readOutbox = () => {
    if (!sources.outbox) return Promise.resolve(null);
    outboxRead ??= withTimeout(sources.outbox(), OUTBOX_READ_MS)
      .catch(() => null)
      .finally(() => (outboxRead = null));
    return outboxRead;
  };

  return {
    registry,
    sources,
    httpRequestSeconds: new Histogram({
      name: "forecourt_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its response, by route (the app's route pattern), method and status class.",
      labelNames: ["route", "method", "status"] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    searchSeconds: new Histogram({
      name: "forecourt_search_engine_seconds",
      help: "Time the in-memory search engine spends on one search (index lookup and facet counts; not the database read of the page's hits).",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers,
    }),
    searchIndexBuildSeconds: new Histogram({
      name: "forecourt_search_index_build_seconds",
      help: "Search index builds (first search of a site, a stock change, or a rebuild after eviction) and how long each took.",
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    searchIndexBytes: new Gauge({
      name: "forecourt_search_index_bytes",
      help: "Estimated memory of this process's search indexes and their cached results.",
      registers,
      collect() {
        const stats = sources.searchIndexes?.();
        this.set(stats?.bytes ?? 0);
      },
    }),
    searchIndexes: new Gauge({
      name: "forecourt_search_indexes",
      help: "Sites with a search index in this process (built or building).",
      registers,
      collect() {
        this.set(sources.searchIndexes?.().indexes ?? 0);
      },
    }),
    searchIndexEvictions: new Gauge({
      name: "forecourt_search_index_evictions",
      help: "Search indexes dropped to stay within SEARCH_INDEX_MEMORY_MB since the process started.",
      registers,
      collect() {
        this.set(sources.searchIndexes?.().evictions ?? 0);
      },
    }),
    databaseUp: new Gauge({
      name: "forecourt_database_up",
      help: "1 when the primary database answered this scrape's outbox read within 2 s, else 0.",
      registers,
      async collect() {
        if (sources.outbox) this.set((await readOutbox()) ? 1 : 0);
      },
    }),
    readReplicaUp: new Gauge({
      name: "forecourt_read_replica_up",
      help: "1 while reads that may lag go to DATABASE_REPLICA_URL, 0 while they go to the primary after it failed (absent without a replica).",
      registers,
      collect() {
        const up = sources.readReplicaUp?.();
        if (up === undefined || up === null) this.reset();
        else this.set(up ? 1 : 0);
      },
    }),
    leadOutboxPending: new Gauge({
      name: "forecourt_lead_outbox_pending",
      help: "Lead deliveries not yet delivered (the whole outbox, the same on every node).",
      registers,
      async collect() {
        const backlog = await readOutbox();
        if (backlog) this.set(backlog.pending);
      },
    }),
    leadOutboxOldestSeconds: new Gauge({
      name: "forecourt_lead_outbox_oldest_pending_seconds",
      help: "Age of the oldest undelivered lead delivery (0 when none waits).",
      registers,
      async collect() {
        const backlog = await readOutbox();
        if (backlog) this.set(backlog.oldestPendingSeconds);
      },
    }),
    leadDeliveries: new Counter({
      name: "forecourt_lead_deliveries_total",
      help: "Lead deliveries sent by this process's worker, by channel.",
      labelNames: ["channel"] as const,
      registers,
    }),
    leadDeliveryFailures: new Counter({
      name: "forecourt_lead_delivery_failures_total",
      help: "Failed lead delivery attempts by this process's worker, by channel; final=true when the 72-hour window is over and the delivery is given up.",
      labelNames: ["channel", "final"] as const,
      registers,
    }),
    jobs: new Counter({
      name: "forecourt_jobs_total",
      help: "Jobs run by this process's job runner, by kind and outcome (done; retry: failed, due again; gave_up: failed for good).",
      labelNames: ["kind", "outcome"] as const,
      registers,
    }),
    jobSeconds: new Histogram({
      name: "forecourt_job_seconds",
      help: "Time one job of this process's job runner took to run (the send, the refund…), by kind.",
      labelNames: ["kind"] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    jobRoundFailures: new Counter({
      name: "forecourt_job_round_failures_total",
      help: "Rounds in which a job kind could not run (its database read or outcome write failed, or its sweep threw), by kind.",
      labelNames: ["kind"] as const,
      registers,
    }),
    otpSends: new Counter({
      name: "forecourt_otp_sends_total",
      help: "One-time sign-in codes sent, by outcome (sent, failed).",
      labelNames: ["outcome"] as const,
      registers,
    }),
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export type Metrics = ReturnType<typeof createMetrics>;

/** This process's metrics (Prometheus, `/metrics`): one set per process, as a metric registered twice under one name is an error. */
export function metrics(): Metrics {
  return processSingleton("metrics", createMetrics);
}
