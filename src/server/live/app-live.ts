import { loadEnv } from "@/config/env";
import { getDatabase } from "@/db/connection";
import type { LiveHub } from "./live-hub";
import { startNodeLive, type NodeLive } from "./node-live";

// One per process, shared by instrumentation and route bundles (each loads its own copy of this module).
const holder = globalThis as typeof globalThis & { __forecourtLive?: NodeLive };

/** Starts this node's live updates (from prepareDatabase, at start-up, outside any request: decision 018). */
export async function startAppLive(): Promise<void> {
  if (holder.__forecourtLive) return;
  holder.__forecourtLive = await startNodeLive(await getDatabase(), { databaseUrl: loadEnv().DATABASE_URL });
}

/** The node's hub, or null before start-up has started it. */
export function appLiveHub(): LiveHub | null {
  return holder.__forecourtLive?.hub ?? null;
}

/** Makes `live` this process's live updates (tests that call the route). */
export function setAppLive(live: NodeLive | undefined): void {
  holder.__forecourtLive = live;
}

/** Ends every open stream (the browsers reconnect to another node) and the listener: part of the node's stop. */
export async function stopAppLive(): Promise<void> {
  const live = holder.__forecourtLive;
  holder.__forecourtLive = undefined;
  await live?.stop();
}
