import type { JobRunner } from "./job-runner";

// One runner per process, shared by instrumentation and route bundles (each loads its own copy of this module).
const holder = globalThis as typeof globalThis & { __forecourtJobRunner?: JobRunner };

export function hasAppJobRunner(): boolean {
  return holder.__forecourtJobRunner !== undefined;
}

/** Makes `runner` this process's runner, the one `wakeJobRunner` wakes and the app's stop stops. */
export function setAppJobRunner(runner: JobRunner): void {
  holder.__forecourtJobRunner = runner;
}

/** Tells this process's runner a job was queued (a lead, a text, a receipt), so it does not wait for the next poll. */
export function wakeJobRunner(): void {
  holder.__forecourtJobRunner?.wake();
}

/** Stops this process's runner: its claimed jobs finish, or are released after `boundMs`. */
export async function stopAppJobRunner(boundMs?: number): Promise<void> {
  const runner = holder.__forecourtJobRunner;
  holder.__forecourtJobRunner = undefined;
  await runner?.stop(boundMs);
}
