import type { Database } from "@/db/client";
import type { JobLog } from "@/server/jobs/job-kind";
import { startJobRunner, type JobRunner } from "@/server/jobs/job-runner";
import type { LeadSettings } from "@/server/leads/lead-settings";
import { configuredJobKinds } from "./job-kinds";

/** Starts the job runner over every configured kind, paced by the `LEAD_WORKER_*` settings; `senders` says where e-mail and texts go. */
export function startWorker(getDb: () => Promise<Database>, settings: LeadSettings, log?: JobLog): { runner: JobRunner; senders: { email: string; sms: string } } {
  const { kinds, senders, close } = configuredJobKinds(settings);
  return { runner: startJobRunner({ getDb, kinds, settings, log, onStopped: close }), senders };
}
