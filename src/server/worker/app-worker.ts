import { getDatabase } from "@/db/connection";
import { hasAppJobRunner, setAppJobRunner } from "@/server/jobs/app-job-runner";
import { loadLeadSettings } from "@/server/leads/lead-settings";
import { startWorker } from "./start-worker";

/** Starts the in-process job runner unless LEAD_WORKER=false (a standalone worker runs instead). */
export function startAppWorker(): void {
  const settings = loadLeadSettings();
  if (hasAppJobRunner() || !settings.runWorker) return;
  const { runner, senders } = startWorker(async () => (await getDatabase()).db, settings);
  setAppJobRunner(runner);
  console.log(`${settings.smtpUrl ? "Job runner started (SMTP)." : `Job runner started: e-mail goes to ${senders.email}`} ${senders.sms}.`);
}
