import { loadEnv } from "@/config/env";
import { stopAppJobRunner } from "@/server/jobs/app-job-runner";
import { stopAppLive } from "@/server/live/app-live";
import { closeIdleConnectionsUntilExit, releaseConnectionsWhenDraining } from "./connection-drain";
import { onStopSignal } from "./shutdown";

/**
 * The app node's stop (`next start`): Next.js's own SIGTERM handler closes the listening socket, lets the
 * requests in flight finish and exits; here readiness turns false, kept-alive connections are let go (else the
 * balancer keeps using them and the server never closes), live streams end (decision 033), the in-process job runner (if any) finishes or
 * releases its sends, and SHUTDOWN_TIMEOUT_MS bounds the whole stop.
 */
export function installAppStop(): void {
  releaseConnectionsWhenDraining();
  onStopSignal({
    boundMs: loadEnv().SHUTDOWN_TIMEOUT_MS,
    exitWhenStopped: false,
    stop: async (remainingMs) => {
      closeIdleConnectionsUntilExit();
      // Open live streams would hold the server's close until the bound; ended, their browsers reconnect elsewhere.
      await stopAppLive();
      await stopAppJobRunner(remainingMs);
    },
  });
}
