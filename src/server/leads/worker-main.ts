/**
 * The lead delivery worker on its own: `npx tsx src/server/leads/worker-main.ts`. Run it beside app
 * processes started with LEAD_WORKER=false, on PostgreSQL (DATABASE_URL); PGlite allows one process only.
 */
import { loadEnv } from "@/config/env";
import { migrateDatabase, openDatabase } from "@/db/client";
import { paymentProvider } from "@/server/payments/payment-settings";
import { accountHousekeepingRunner } from "@/server/accounts/account-housekeeping";
import { reservationJobRunner } from "@/server/reservations/reservation-jobs";
import { smsJobRunner } from "@/server/sms/sms-jobs";
import { createConfiguredSmsSender } from "@/server/sms/sms-settings";
import { startLeadDeliveryWorker } from "./delivery-worker";
import { loadLeadSettings } from "./lead-settings";

/** postgres.js 3.4.9 can throw this from a timer when the server drops a connection (porsager/postgres#1154); the query itself already failed and is retried. */
function isPostgresClosedSocketWrite(error: Error): boolean {
  return error instanceof TypeError && error.message.includes("reading 'write'") && (error.stack ?? "").includes("postgres/src/connection.js");
}

async function main(): Promise<void> {
  process.on("uncaughtException", (error) => {
    if (isPostgresClosedSocketWrite(error)) return console.warn(`Ignored a postgres.js write on a closed connection: ${error.message}`);
    console.error("Lead delivery worker crashed:", error);
    process.exit(1);
  });
  const env = loadEnv();
  const settings = loadLeadSettings();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  await migrateDatabase(handle);
  const smsSender = createConfiguredSmsSender();
  const worker = startLeadDeliveryWorker({
    getDb: async () => handle.db,
    settings,
    moreJobs: [reservationJobRunner(paymentProvider(), settings), smsJobRunner(smsSender, settings), accountHousekeepingRunner()],
  });
  console.log(`Lead delivery worker running on ${handle.kind}; e-mail ${settings.smtpUrl ? "over SMTP" : `to ${settings.outboxDir}`}; ${smsSender.description}.`);
  const stop = async () => {
    await worker.stop();
    await handle.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error("Lead delivery worker failed to start:", error);
  process.exit(1);
});
