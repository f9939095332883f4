import { noticeInScope, type LeadNotice, type LiveScope } from "@/domain/live/lead-notice";

export type LiveSubscriber = {
  scope: LiveScope;
  /** A new lead in the subscriber's scope, as the node's listener heard it. */
  onLead(notice: LeadNotice): void;
  /** The node's listener was away from `since` and listens again: notices in between were missed, catch up. */
  onGap(since: Date): void;
  /** The node is stopping: the subscriber's stream ends (a browser reconnects to another node). */
  onClose(): void;
};

export type LiveHub = {
  /** Adds a subscriber; the function returned removes it. */
  subscribe(subscriber: LiveSubscriber): () => void;
  /** A notice from the database, handed to every subscriber whose scope holds it. */
  publish(notice: LeadNotice): void;
  /** The listener lost its connection (from then on notices may be missed). */
  listenerLost(at: Date): void;
  /** The listener listens again: each subscriber catches up from when it was lost. */
  listenerBack(): void;
  /** Ends every subscriber. */
  close(): void;
  subscribers(): number;
};

/**
 * The node's fan-out (decision 033): one database listener per node feeds it, and every open stream of the node
 * subscribes with its scope. A subscriber that throws is its own stream's fault and does not stop the others.
 */
export function createLiveHub(log: Pick<Console, "warn"> = console): LiveHub {
  const subscribers = new Set<LiveSubscriber>();
  let lostAt: Date | null = null;
  const each = (call: (subscriber: LiveSubscriber) => void) => {
    for (const subscriber of [...subscribers]) {
      try {
        call(subscriber);
      } catch (error) {
        log.warn(`Live updates: a subscriber failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    publish(notice) {
      each((subscriber) => noticeInScope(subscriber.scope, notice) && subscriber.onLead(notice));
    },
    listenerLost(at) {
      lostAt ??= at;
    },
    listenerBack() {
      const since = lostAt;
      lostAt = null;
      if (since) each((subscriber) => subscriber.onGap(since));
    },
    close() {
      each((subscriber) => subscriber.onClose());
      subscribers.clear();
    },
    subscribers: () => subscribers.size,
  };
}
