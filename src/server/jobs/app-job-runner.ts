import { processSingleton } from "@/config/process-singletons";
import type { JobRunner } from "./job-runner";

/** One runner per process, shared by instrumentation and route bundles. */
const app = processSingleton<{ runner?: JobRunner }>("jobs.app-runner", () => ({}));

export function hasAppJobRunner(): boolean {
  return app.runner !== undefined;
}

/** Makes `runner` this process's runner, the one `wakeJobRunner` wakes and the app's stop stops. */
export function setAppJobRunner(runner: JobRunner): void {
  app.runner = runner;
}

/** Tells this process's runner a job was queued (a lead, a text, a receipt), so it does not wait for the next poll. */
export function wakeJobRunner(): void {
  app.runner?.wake();
}

/** Stops this process's runner: its claimed jobs finish, or are released after `boundMs`. */
export async function stopAppJobRunner(boundMs?: number): Promise<void> {
  const runner = app.runner;
  app.runner = undefined;
  await runner?.stop(boundMs);
}
