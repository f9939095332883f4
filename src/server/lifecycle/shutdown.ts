import { processSingleton } from "@/config/process-singletons";

/** Graceful stop on SIGTERM or SIGINT. Draining is process-wide state, shared by instrumentation and the route bundles. */
const drain = processSingleton("lifecycle.draining", () => ({ draining: false }));

/** True from the stop signal on: readiness answers 503 so a balancer sends no more requests here. */
export function isDraining(): boolean {
  return drain.draining;
}

/** Turns readiness false for good: the process is on its way out. */
export function beginDraining(): void {
  drain.draining = true;
}

export type ShutdownOptions = {
  /** Longest the stop may take; past it the process exits anyway, with status 1. */
  boundMs: number;
  /** This process's own work to finish (the job runner); given what is left of the bound. */
  stop: (remainingMs: number) => Promise<void>;
  /**
   * Exit once `stop` resolves. False under `next start`, whose own signal handler stops accepting
   * connections, waits for the requests in flight and exits; this module adds readiness and the bound.
   */
  exitWhenStopped: boolean;
  log?: Pick<Console, "log" | "error">;
};

/** Installs the stop on SIGTERM and SIGINT (once per process). */
export function onStopSignal(options: ShutdownOptions): void {
  const log = options.log ?? console;
  const begin = (signal: NodeJS.Signals) => {
    if (isDraining()) return;
    beginDraining();
    const deadline = Date.now() + options.boundMs;
    log.log(`${signal}: draining (at most ${options.boundMs} ms)`);
    // Unref'd: it ends a stop that hangs, and never keeps a finished process alive.
    setTimeout(() => {
      log.error(`Stop did not finish within ${options.boundMs} ms; exiting`);
      process.exit(1);
    }, options.boundMs).unref();
    options
      .stop(Math.max(0, deadline - Date.now()))
      .catch((error: unknown) => log.error("Stopping failed:", error))
      .finally(() => {
        if (options.exitWhenStopped) process.exit(0);
      });
  };
  process.once("SIGTERM", begin);
  process.once("SIGINT", begin);
}
