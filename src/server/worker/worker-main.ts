/**
 * The worker on its own (every job kind: lead deliveries, reservation jobs, alerts, texts, e-mails, housekeeping):
 * `npx tsx src/server/worker/worker-main.ts`. Run it beside app processes started with LEAD_WORKER=false, on
 * PostgreSQL (DATABASE_URL); PGlite allows one process only. SIGTERM or SIGINT stops it: the claimed jobs finish,
 * or the unfinished lead sends are released for another worker, within SHUTDOWN_TIMEOUT_MS.
 */
import { loadEnv } from "@/config/env";
import { migrateDatabase, openDatabase } from "@/db/client";
import { outboxBacklog } from "@/db/queries/lead-deliveries";
import { onStopSignal } from "@/server/lifecycle/shutdown";
import { logger } from "@/server/logging/logger";
import { metrics } from "@/server/metrics/metrics";
import { serveMetrics } from "@/server/metrics/metrics-server";
import { loadLeadSettings } from "@/server/leads/lead-settings";
import { startWorker } from "./start-worker";

/** postgres.js 3.4.9 can throw this from a timer when the server drops a connection (porsager/postgres#1154); the query itself already failed and is retried. */
function isPostgresClosedSocketWrite(error: Error): boolean {
  return error instanceof TypeError && error.message.includes("reading 'write'") && (error.stack ?? "").includes("postgres/src/connection.js");
}

async function main(): Promise<void> {
  const log = logger();
  process.on("uncaughtException", (error) => {
    if (isPostgresClosedSocketWrite(error)) return log.warn({ msg: "ignored a postgres.js write on a closed connection", err: error });
    log.fatal({ msg: "worker crashed", err: error });
    process.exit(1);
  });
  const env = loadEnv();
  const settings = loadLeadSettings();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  await migrateDatabase(handle);
  const { runner, senders } = startWorker(async () => handle.db, settings, { warn: (message: string) => log.warn(message), error: (message: string) => log.error(message) });
  metrics().sources.outbox = () => outboxBacklog(handle.db);
  const metricsServer = env.WORKER_METRICS_PORT ? await serveMetrics(env.WORKER_METRICS_PORT, env.WORKER_METRICS_HOST) : null;
  log.info({ msg: "worker running", database: handle.kind, email: senders.email, sms: senders.sms, metrics_port: env.WORKER_METRICS_PORT ?? null });
  onStopSignal({
    boundMs: env.SHUTDOWN_TIMEOUT_MS,
    exitWhenStopped: true,
    log: { log: (message: string) => log.info(message), error: (message: string) => log.error(message) },
    stop: async (remainingMs) => {
      metricsServer?.close();
      // The rest of the bound is for closing the database connections.
      await runner.stop(remainingMs * 0.8);
      await handle.close();
      log.info("worker stopped");
    },
  });
}

main().catch((error: unknown) => {
  logger().fatal({ msg: "worker failed to start", err: error });
  process.exit(1);
});
