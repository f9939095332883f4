import type { Database } from "@/db/client";

export type JobLog = Pick<Console, "warn" | "error">;

/** What every claimed row carries: its stable id, the attempts so far (this one counted) and when it was queued (the retry window's start). */
export type QueuedJob = { id: string; attempts: number; queuedAt: Date };

export type JobOutcome = "done" | "retry" | "gave_up";

/**
 * A job kind backed by rows of its own table (an outbox): the runner claims due rows, runs each, records the
 * outcome, and on a failure asks the retry schedule when to try again (decisions 005, 029).
 */
export type QueueKind<Job extends QueuedJob = QueuedJob, Result = unknown> = {
  type: "queue";
  /** The kind's name in logs and metrics (`forecourt_jobs_total{kind}`). */
  name: string;
  /** Most rows claimed per round. */
  batch: number;
  /** Runs the round's jobs side by side (each to its own receiver) rather than one after another. */
  concurrent?: boolean;
  /** Work before the claim (messages past their time marked expired). */
  beforeClaim?(db: Database, now: Date): Promise<unknown>;
  /** Claims up to `limit` due rows with FOR UPDATE SKIP LOCKED, moving each a lease ahead so a dead runner's claim falls due again. */
  claim(db: Database, now: Date, limit: number, leaseMs: number): Promise<Job[]>;
  /** Does the job; what it resolves to (a provider's message id) is handed to `done`. */
  run(db: Database, job: Job, now: Date): Promise<Result>;
  done(db: Database, job: Job, now: Date, result: Result): Promise<void>;
  /** Records a failed attempt: due again at `retryAt`, or failed for good when it is null. */
  failed(db: Database, job: Job, reason: string, retryAt: Date | null): Promise<void>;
  /** False for a failure no retry can mend (a provider's permanent refusal): given up at once. */
  retriable?(failure: unknown): boolean;
  /** The job as logs name it, e.g. `SMS 41 (sign_in_code)`. */
  describe(job: Job): string;
  /** Kind-specific metrics for an outcome, beside the runner's own. */
  observe?(job: Job, outcome: JobOutcome): void;
  /** Gives unfinished claims back (a runner stopping out of time) so another runner takes them at once. */
  release?(db: Database, ids: readonly string[]): Promise<void>;
};

/**
 * A job kind that is not one row per job: a function run each round (watch events turned into alerts in one
 * transaction), or every `everyMs` (housekeeping). It resolves to how many items it took; a throw fails the round.
 */
export type SweepKind = {
  type: "sweep";
  name: string;
  /** Taking this many means more are waiting: the runner goes again at once. */
  batch?: number;
  everyMs?: number;
  sweep(db: Database, now: Date): Promise<number>;
};

// Methods, not function properties: a kind of `QueueKind<ClaimedSms>` then fits the list of every kind.
export type JobKind = QueueKind | SweepKind;
