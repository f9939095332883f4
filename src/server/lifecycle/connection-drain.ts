import { subscribe } from "node:diagnostics_channel";
import type { Server, ServerResponse } from "node:http";
import { isDraining } from "./shutdown";
import { processSingleton } from "@/config/process-singletons";

type RequestStart = { response: ServerResponse; server: Server };

const CLOSE_IDLE_EVERY_MS = 250;

/**
 * Lets a stopping node's kept-alive connections go. Closing the listening socket (what `next start` does on
 * SIGTERM) refuses new connections only: the balancer keeps sending requests down the connections it already
 * holds, and the server never finishes closing. So, from the stop on, every response says `Connection: close`,
 * and connections that sit idle are closed as soon as they do. Installed once per process (instrumentation).
 */
export function releaseConnectionsWhenDraining(): void {
  seenServers();
}

/** The servers this process's requests came through, collected from the first call on. */
const seenServers = () => processSingleton("lifecycle.http-servers", subscribeServerCollector);

function subscribeServerCollector(): Set<Server> {
  const servers = new Set<Server>();
  subscribe("http.server.request.start", (message) => {
    const { response, server } = message as RequestStart;
    servers.add(server);
    if (isDraining()) response.shouldKeepAlive = false;
  });
  return servers;
}

/** From now until the process exits, closes the idle connections of every server seen, every 250 ms. */
export function closeIdleConnectionsUntilExit(): void {
  const closeIdle = () => {
    for (const server of seenServers()) server.closeIdleConnections();
  };
  closeIdle();
  setInterval(closeIdle, CLOSE_IDLE_EVERY_MS).unref();
}
