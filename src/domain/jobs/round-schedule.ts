/** How the job runner paces its rounds (decision 029). */

/** The longest pause between rounds while the database fails, so a recovered database is used again within seconds. */
export const MAX_FAILING_PAUSE_MS = 5_000;

export type RoundOutcome = {
  /** Some kind claimed as many jobs as it may at once: more are likely waiting. */
  fullBatch: boolean;
  /** Rounds in a row that failed (0 after a round that went through). */
  failedRounds: number;
};

/**
 * The pause before the next round, in ms: none after a round that claimed a full batch, the poll interval after a
 * quiet one, and while rounds fail a pause that doubles from twice the poll interval up to `MAX_FAILING_PAUSE_MS`.
 * A wake-up (a job was queued in this process) ends any pause early.
 */
export function pauseBeforeNextRound(outcome: RoundOutcome, pollMs: number): number {
  if (outcome.failedRounds > 0) return Math.min(MAX_FAILING_PAUSE_MS, pollMs * 2 ** Math.min(outcome.failedRounds, 10));
  return outcome.fullBatch ? 0 : pollMs;
}

/** A periodic kind (housekeeping) runs on its first round in a process, then once `everyMs` has passed since it last ran. */
export function periodicKindDue(lastRunMs: number | null, nowMs: number, everyMs: number): boolean {
  return lastRunMs === null || nowMs - lastRunMs >= everyMs;
}
