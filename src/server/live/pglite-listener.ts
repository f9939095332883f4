import type { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle } from "@/db/client";
import type { Listener, ListenerEvents } from "./listener";

/**
 * PGlite runs in this process and supports LISTEN/NOTIFY itself: a trigger's NOTIFY reaches `listen` at commit,
 * and never for a rolled-back transaction (tried on 0.5.16). There is one process, so no connection to lose.
 */
export async function listenOnPglite(handle: DatabaseHandle, channel: string, events: ListenerEvents): Promise<Listener> {
  // drizzle keeps the client it was made with as `$client`: the PGlite instance of the handle.
  const client = (handle.db as unknown as { $client?: PGlite }).$client;
  if (handle.kind !== "pglite" || typeof client?.listen !== "function") throw new Error("listenOnPglite needs a PGlite handle");
  const unlisten = await client.listen(channel, (payload) => events.onPayload(payload));
  events.onListening();
  return { stop: () => unlisten() };
}
