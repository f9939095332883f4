import type { LiveLead } from "@/db/queries/live-leads";
import type { LeadNotice, LiveScope } from "@/domain/live/lead-notice";
import { CATCH_UP_OVERLAP_MS, catchUpStart } from "@/domain/live/live-cursor";
import { sseEvent } from "@/domain/live/sse-frame";
import type { LiveHub } from "./live-hub";
import type { SseSink } from "./sse-response";

/** More leads than this to catch up on: the stream says `reset` and the consumer reads its list again. */
export const CATCH_UP_MAX_LEADS = 500;
/** Lead ids a stream remembers having sent, so the catch-up's overlap does not send one twice on one stream. */
const REMEMBERED_LEADS = 2_000;

export type LeadStreamOptions = {
  hub: LiveHub;
  scope: LiveScope;
  /** The browser's Last-Event-ID (or the page's `after` cursor): where the catch-up starts. */
  lastEventId: string | null;
  /** The scope's new leads created after `since`, oldest first (listLiveLeadsSince). */
  catchUp(since: Date, limit: number): Promise<LiveLead[]>;
  now?: () => Date;
  log?: Pick<Console, "warn">;
};

/**
 * A live stream of new leads (decision 033): `lead` events (site, dealership, lead id) for the scope, each with a
 * cursor id, after a catch-up from the Last-Event-ID; `ready` once caught up; `reset` when too much was missed.
 * While a catch-up runs, live notices wait, so an id never claims more than was sent. A catch-up that fails
 * closes the stream: the browser reconnects with its last id and the catch-up is tried again.
 * Returns the cleanup that unsubscribes it.
 */
export function streamLeads(options: LeadStreamOptions, sink: SseSink): () => void {
  const now = options.now ?? (() => new Date());
  const sent = new Set<string>();
  let held: LeadNotice[] | null = null;
  let pendingCatchUps = 0;
  let catchingUp = Promise.resolve();

  function send(notice: LeadNotice, id: number) {
    if (sent.has(notice.lead)) return;
    sent.add(notice.lead);
    if (sent.size > REMEMBERED_LEADS) sent.delete(sent.values().next().value!);
    sink.send(sseEvent({ event: "lead", id: String(id), data: { site: notice.site, dealership: notice.dealership, lead: notice.lead } }));
  }

  async function catchUp(since: Date) {
    const startedAt = now().getTime();
    const leads = await options.catchUp(since, CATCH_UP_MAX_LEADS + 1);
    if (leads.length > CATCH_UP_MAX_LEADS) {
      sink.send(sseEvent({ event: "reset", id: String(startedAt), data: {} }));
      return;
    }
    for (const { createdAt, ...notice } of leads) send(notice, createdAt.getTime());
    sink.send(sseEvent({ event: "ready", id: String(startedAt), data: {} }));
  }

  function catchUpFrom(since: Date) {
    held ??= [];
    pendingCatchUps += 1;
    catchingUp = catchingUp.then(async () => {
      try {
        await catchUp(since);
      } catch (error) {
        options.log?.warn(`Live updates: catch-up failed, closing the stream: ${error instanceof Error ? error.message : String(error)}`);
        sink.close();
        return;
      } finally {
        pendingCatchUps -= 1;
      }
      if (pendingCatchUps > 0) return;
      const waiting = held ?? [];
      held = null;
      for (const notice of waiting) send(notice, now().getTime());
    });
  }

  const unsubscribe = options.hub.subscribe({
    scope: options.scope,
    onLead(notice) {
      if (held) held.push(notice);
      else send(notice, now().getTime());
    },
    onGap: (lostAt) => catchUpFrom(new Date(lostAt.getTime() - CATCH_UP_OVERLAP_MS)),
    onClose: () => sink.close(),
  });

  const start = catchUpStart(options.lastEventId, now());
  if (start.kind === "since") catchUpFrom(start.since);
  else sink.send(sseEvent({ event: start.kind === "reset" ? "reset" : "ready", id: String(now().getTime()), data: {} }));
  return unsubscribe;
}
