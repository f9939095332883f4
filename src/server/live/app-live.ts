import { loadEnv } from "@/config/env";
import { processSingleton } from "@/config/process-singletons";
import { getDatabase } from "@/db/connection";
import type { LiveHub } from "./live-hub";
import { startNodeLive, type NodeLive } from "./node-live";

/** One per process, shared by instrumentation and route bundles (each loads its own copy of this module). */
const LIVE_SINGLETON = "live";
const live = () => processSingleton<{ current?: NodeLive }>(LIVE_SINGLETON, () => ({}));

/** Starts this node's live updates (from prepareDatabase, at start-up, outside any request: decision 018). */
export async function startAppLive(): Promise<void> {
  if (live().current) return;
  live().current = await startNodeLive(await getDatabase(), { databaseUrl: loadEnv().DATABASE_URL });
}

/** The node's hub, or null before start-up has started it. */
export function appLiveHub(): LiveHub | null {
  return live().current?.hub ?? null;
}

/** Makes `live` this process's live updates (tests that call the route). */
export function setAppLive(nodeLive: NodeLive | undefined): void {
  live().current = nodeLive;
}

/** Ends every open stream (the browsers reconnect to another node) and the listener: part of the node's stop. */
export async function stopAppLive(): Promise<void> {
  const running = live().current;
  live().current = undefined;
  await running?.stop();
}
