import postgres from "postgres";
import { quoteIdentifier } from "@/db/sql-identifiers";
import type { Listener, ListenerEvents } from "./listener";

export type PostgresListenerSettings = {
  /** Wait between attempts while the primary cannot be reached. */
  retryMs: number;
  /** How often the open connection is checked, and how long the check may take, so a silently dead one is noticed. */
  pingMs: number;
  pingTimeoutMs: number;
};

export const POSTGRES_LISTENER_SETTINGS: PostgresListenerSettings = { retryMs: 250, pingMs: 15_000, pingTimeoutMs: 5_000 };

/** postgres.js reads `onnotify` (what its own `listen` uses) though its types do not name it. */
type ListeningOptions = postgres.Options<Record<string, never>> & { onnotify(channel: string, payload: string): void };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One connection of its own to the primary (never the standby: a server in recovery refuses LISTEN) that LISTENs
 * on `channel`. When it is lost (the primary restarts, the backend is terminated, a ping goes unanswered) the
 * client is dropped and a new one tried every `retryMs` until LISTEN succeeds again; `onLost` and `onListening`
 * let the node catch its streams up. postgres.js's own `listen` re-listens once on a close and gives up if
 * that attempt fails, which a primary restart makes it do, hence a loop of ours.
 */
export function listenOnPostgres(url: string, channel: string, events: ListenerEvents, settings = POSTGRES_LISTENER_SETTINGS): Listener {
  let stopped = false;
  let endSession: (() => void) | undefined;

  async function session(): Promise<void> {
    let closed!: (error: unknown) => void;
    const ended = new Promise<unknown>((resolve) => (closed = resolve));
    const options: ListeningOptions = {
      max: 1, idle_timeout: 0, max_lifetime: null, connect_timeout: 2, fetch_types: false, onnotice: () => {},
      onnotify: (name, payload) => name === channel && events.onPayload(payload),
      onclose: () => closed(new Error("connection closed")),
    };
    const sql = postgres(url, options);
    endSession = () => closed(new Error("stopped"));
    const ping = setInterval(() => {
      const timeout = setTimeout(() => closed(new Error("ping unanswered")), settings.pingTimeoutMs);
      sql`select 1`.then(() => clearTimeout(timeout), (error: unknown) => {
        clearTimeout(timeout);
        closed(error);
      });
    }, settings.pingMs);
    try {
      await sql.unsafe(`LISTEN ${quoteIdentifier(channel)}`);
      events.onListening();
      const reason = await ended;
      if (!stopped) events.onLost(reason);
    } finally {
      clearInterval(ping);
      await sql.end({ timeout: 0 });
    }
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        await session();
      } catch (error) {
        // LISTEN itself failed: the primary is down or refusing; try again.
        if (!stopped) events.onLost(error);
      }
      if (!stopped) await sleep(settings.retryMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      endSession?.();
      await loop;
    },
  };
}
