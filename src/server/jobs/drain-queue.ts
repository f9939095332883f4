import type { Database } from "@/db/client";
import { DEFAULT_RETRY_POLICY, nextRetryAt, type RetryPolicy } from "@/domain/jobs/retry-schedule";
import { metrics } from "@/server/metrics/metrics";
import type { JobOutcome, QueuedJob, QueueKind } from "./job-kind";

export type DrainSettings = { leaseMs: number; retryBaseMs: number };

/**
 * One round of a queue kind: claims its due jobs, runs each, records the outcome. A failed run is due again per
 * the retry schedule (decision 005: from `retryBaseMs`, doubling to an hour, until 72 hours after queueing), or given
 * up when the window is over or the kind says no retry can mend it. A failed outcome write fails the round after the
 * other jobs have run: the row's lease brings it back, to run again under the same id. Resolves to how many it claimed.
 * `inFlight` holds the ids claimed and not yet recorded, for a stop that runs out of time.
 */
export async function drainQueue<Job extends QueuedJob, Result>(
  kind: QueueKind<Job, Result>, db: Database, now: Date, settings: DrainSettings, log: Pick<Console, "error">, inFlight = new Set<string>(),
): Promise<number> {
  await kind.beforeClaim?.(db, now);
  const jobs = await kind.claim(db, now, kind.batch, settings.leaseMs);
  const policy = { ...DEFAULT_RETRY_POLICY, baseMs: settings.retryBaseMs };
  for (const job of jobs) inFlight.add(job.id);
  const runOne = (job: Job) => runAndRecord(kind, db, job, now, policy, log).finally(() => inFlight.delete(job.id));
  const outcomes = kind.concurrent ? await Promise.allSettled(jobs.map(runOne)) : await inTurn(jobs, runOne);
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
  if (failed) throw failed.reason;
  return jobs.length;
}

async function inTurn<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<PromiseSettledResult<void>[]> {
  const outcomes: PromiseSettledResult<void>[] = [];
  for (const item of items) outcomes.push(...(await Promise.allSettled([work(item)])));
  return outcomes;
}

async function runAndRecord<Job extends QueuedJob, Result>(kind: QueueKind<Job, Result>, db: Database, job: Job, now: Date, policy: RetryPolicy, log: Pick<Console, "error">): Promise<void> {
  const timer = metrics().jobSeconds.startTimer({ kind: kind.name });
  let result: Result;
  try {
    result = await kind.run(db, job, now);
  } catch (failure) {
    timer();
    const reason = failure instanceof Error ? failure.message : String(failure);
    const retryAt = kind.retriable?.(failure) === false ? null : nextRetryAt(policy, job.attempts, job.queuedAt, now, Math.random());
    count(kind, job, retryAt ? "retry" : "gave_up");
    if (!retryAt) log.error(`${kind.describe(job)} gave up after ${job.attempts} attempts: ${reason}`);
    await kind.failed(db, job, reason, retryAt);
    return;
  }
  timer();
  count(kind, job, "done");
  await kind.done(db, job, now, result);
}

function count<Job extends QueuedJob, Result>(kind: QueueKind<Job, Result>, job: Job, outcome: JobOutcome): void {
  metrics().jobs.inc({ kind: kind.name, outcome });
  kind.observe?.(job, outcome);
}
