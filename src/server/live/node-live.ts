import type { DatabaseHandle } from "@/db/client";
import { parseLeadNotice } from "@/domain/live/lead-notice";
import { LEADS_CHANNEL } from "./lead-channel";
import type { Listener, ListenerEvents } from "./listener";
import { createLiveHub, type LiveHub } from "./live-hub";
import { listenOnPglite } from "./pglite-listener";
import { listenOnPostgres, POSTGRES_LISTENER_SETTINGS, type PostgresListenerSettings } from "./postgres-listener";

/** A node's live updates: its one listener on the database and the hub its streams subscribe to. */
export type NodeLive = { hub: LiveHub; stop(): Promise<void> };

export type NodeLiveOptions = {
  /** PostgreSQL: the primary's URL, for the listener's own connection. */
  databaseUrl?: string;
  postgres?: PostgresListenerSettings;
  log?: Pick<Console, "warn" | "log">;
};

/**
 * Starts a node's listener (PGlite's own LISTEN, or a connection of its own to the PostgreSQL primary) feeding a
 * hub. Start it outside any request (decision 018): its connection and timers live as long as the node.
 */
export async function startNodeLive(handle: DatabaseHandle, options: NodeLiveOptions = {}): Promise<NodeLive> {
  const log = options.log ?? console;
  const hub = createLiveHub(log);
  let lostAt: number | null = null;
  const events: ListenerEvents = {
    onPayload(payload) {
      const notice = parseLeadNotice(payload);
      if (notice) hub.publish(notice);
      else log.warn(`Live updates: ignored a notice on ${LEADS_CHANNEL} that is not a lead's`);
    },
    onListening() {
      if (lostAt !== null) log.log(`Live updates: listening again after ${Date.now() - lostAt} ms; streams catch up`);
      lostAt = null;
      hub.listenerBack();
    },
    onLost(error) {
      if (lostAt === null) log.warn(`Live updates: lost the database listener (${error instanceof Error ? error.message : String(error)}); reconnecting`);
      lostAt ??= Date.now();
      hub.listenerLost(new Date(lostAt));
    },
  };
  let listener: Listener;
  if (handle.kind === "pglite") listener = await listenOnPglite(handle, LEADS_CHANNEL, events);
  else {
    if (!options.databaseUrl) throw new Error("Live updates on PostgreSQL need the primary's URL");
    listener = listenOnPostgres(options.databaseUrl, LEADS_CHANNEL, events, options.postgres ?? POSTGRES_LISTENER_SETTINGS);
  }
  return {
    hub,
    async stop() {
      hub.close();
      await listener.stop();
    },
  };
}
