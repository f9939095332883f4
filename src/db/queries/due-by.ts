import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * `column <= now`, to the millisecond. A row queued with the default `now()` carries microseconds, while the clock a
 * job is given (a JavaScript Date) stops at the millisecond, so a message queued within the same millisecond as the
 * job's `now` would compare as later and wait a whole poll: a sign-in code the worker was woken for among them.
 */
export const dueBy = (column: PgColumn, now: Date): SQL => sql`${column} < ${now.toISOString()}::timestamptz + interval '1 millisecond'`;
