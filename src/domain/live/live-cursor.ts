/**
 * A live stream's event id is a cursor: the time (ms) up to which the stream had sent every lead. A browser sends
 * the last one back as Last-Event-ID when it reconnects, and the catch-up reads the leads created since, less
 * CATCH_UP_OVERLAP_MS: a lead's created_at is taken before its transaction commits, and on the node that stored it,
 * so a lead committed just after the cursor may carry an earlier time. Leads in the overlap are sent again; the
 * consumer keeps leads by id, so a repeat changes nothing (decision 033).
 */
export const CATCH_UP_OVERLAP_MS = 30_000;

/** The furthest back a catch-up reads: a browser gone longer reloads the list (the stream tells it to, `reset`). */
export const CATCH_UP_LIMIT_MS = 60 * 60_000;

export type CatchUpStart = { kind: "none" } | { kind: "since"; since: Date } | { kind: "reset" };

/** Where a stream's catch-up starts, from the Last-Event-ID header (absent on a first connection: nothing to catch up). */
export function catchUpStart(lastEventId: string | null, now: Date): CatchUpStart {
  if (lastEventId === null || lastEventId === "") return { kind: "none" };
  if (!/^\d{1,15}$/.test(lastEventId)) return { kind: "reset" };
  const cursor = Number(lastEventId);
  if (cursor > now.getTime() + CATCH_UP_OVERLAP_MS || now.getTime() - cursor > CATCH_UP_LIMIT_MS) return { kind: "reset" };
  return { kind: "since", since: new Date(cursor - CATCH_UP_OVERLAP_MS) };
}
