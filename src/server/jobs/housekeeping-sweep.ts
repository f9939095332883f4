import type { Database } from "@/db/client";
import type { SweepKind } from "./job-kind";

/** One kind of row that has outlived its use, deleted; resolves to how many went. */
export type Deletion = (db: Database, now: Date) => Promise<number>;

const EVERY_MS = 3_600_000;

/** The deletions run one after another, in the order given (a later one may rely on rows an earlier one read). */
export function runDeletions(deletions: readonly Deletion[]): (db: Database, now: Date) => Promise<number> {
  return async (db, now) => {
    let deleted = 0;
    for (const deletion of deletions) deleted += await deletion(db, now);
    return deleted;
  };
}

/** A housekeeping job kind: its deletions, run at most hourly. */
export function housekeepingSweep(name: string, run: (db: Database, now: Date) => Promise<number>): SweepKind {
  return { type: "sweep", name, everyMs: EVERY_MS, sweep: run };
}
