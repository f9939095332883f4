import type { Database } from "@/db/client";
import { pauseBeforeNextRound, periodicKindDue } from "@/domain/jobs/round-schedule";
import { metrics } from "@/server/metrics/metrics";
import { drainQueue } from "./drain-queue";
import type { JobKind, JobLog, QueueKind, SweepKind } from "./job-kind";

export type JobRunnerSettings = { pollMs: number; leaseMs: number; retryBaseMs: number };

export type JobRunnerOptions = {
  getDb: () => Promise<Database>;
  /** Run in this order each round (the worker's list: src/server/worker/job-kinds.ts). */
  kinds: readonly JobKind[];
  settings: JobRunnerSettings;
  log?: JobLog;
  /** Called once stopped: closes what the kinds share (the e-mail sender's SMTP pool). */
  onStopped?: () => void;
};

export type JobRunner = {
  /** Starts a round now instead of at the next poll (called after a job is queued in this process). */
  wake(): void;
  /** Runs one round of every kind; resolves to how many jobs it took. */
  drainOnce(): Promise<number>;
  /**
   * Starts no more rounds and waits for the claimed jobs to finish, for at most `boundMs`; the claims still
   * unfinished then are released (due again at once for another runner) by the kinds that can release them.
   */
  stop(boundMs?: number): Promise<void>;
};

type KindFailure = { kind: string; error: unknown };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The job loop (decision 029): each round runs every kind in turn, a kind that fails does not hold up the others,
 * and the next round comes after the poll interval, at once after a full batch, sooner on `wake()`, later while
 * rounds fail. The tables are the source of truth: a runner that dies loses nothing, its claims fall due again.
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const { settings } = options;
  const log = options.log ?? console;
  const inFlight = new Map<QueueKind, Set<string>>();
  const lastRun = new Map<SweepKind, number>();
  let running = true;
  let wakeUp: (() => void) | undefined;
  let pendingWake = false;

  async function runKind(kind: JobKind, db: Database): Promise<number> {
    const now = new Date();
    if (kind.type === "queue") {
      const claimed = inFlight.get(kind) ?? new Set<string>();
      inFlight.set(kind, claimed);
      return drainQueue(kind, db, now, settings, log, claimed);
    }
    if (kind.everyMs !== undefined) {
      if (!periodicKindDue(lastRun.get(kind) ?? null, now.getTime(), kind.everyMs)) return 0;
      lastRun.set(kind, now.getTime());
    }
    return kind.sweep(db, now);
  }

  /** One round; a failure (the first, if several kinds failed) is returned, not thrown. */
  async function round(): Promise<{ taken: number; fullBatch: boolean; failure?: KindFailure }> {
    let db: Database;
    try {
      db = await options.getDb();
    } catch (error) {
      return { taken: 0, fullBatch: false, failure: { kind: "database", error } };
    }
    let taken = 0;
    let fullBatch = false;
    let failure: KindFailure | undefined;
    for (const kind of options.kinds) {
      try {
        const took = await runKind(kind, db);
        taken += took;
        fullBatch ||= kind.batch !== undefined && took >= kind.batch;
      } catch (error) {
        metrics().jobRoundFailures.inc({ kind: kind.name });
        failure ??= { kind: kind.name, error };
      }
    }
    return { taken, fullBatch, failure };
  }

  function pause(ms: number): Promise<void> {
    if (pendingWake) {
      pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  const loop = (async () => {
    let failedRounds = 0;
    while (running) {
      const { fullBatch, failure } = await round();
      if (failure) {
        if (failedRounds === 0) log.warn(`Job runner: ${failure.kind}: ${messageOf(failure.error)} (retrying)`);
        failedRounds += 1;
      } else {
        if (failedRounds > 0) log.warn(`Job runner recovered after ${failedRounds} failed rounds`);
        failedRounds = 0;
      }
      const ms = pauseBeforeNextRound({ fullBatch, failedRounds }, settings.pollMs);
      if (ms > 0 && running) await pause(ms);
      wakeUp = undefined;
    }
  })();

  async function releaseUnfinished(): Promise<void> {
    for (const [kind, ids] of inFlight) {
      if (ids.size === 0) continue;
      const unfinished = [...ids];
      if (!kind.release) {
        log.warn(`Job runner stopping with ${unfinished.length} ${kind.name} jobs unfinished; they fall due again when their lease ends`);
        continue;
      }
      log.warn(`Job runner stopping with ${unfinished.length} ${kind.name} jobs unfinished; released for another runner`);
      await kind.release(await options.getDb(), unfinished);
    }
  }

  return {
    wake() {
      if (wakeUp) wakeUp();
      else pendingWake = true;
    },
    async drainOnce() {
      const { taken, failure } = await round();
      if (failure) throw failure.error;
      return taken;
    },
    async stop(boundMs = Number.POSITIVE_INFINITY) {
      running = false;
      wakeUp?.();
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<"out of time">((resolve) => {
        if (Number.isFinite(boundMs)) timer = setTimeout(() => resolve("out of time"), boundMs);
      });
      const outcome = await Promise.race([loop, outOfTime]);
      clearTimeout(timer);
      if (outcome === "out of time") await releaseUnfinished();
      options.onStopped?.();
    },
  };
}
