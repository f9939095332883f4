import { AsyncLocalStorage } from "node:async_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** Stands for Next.js's per-request store: what long-lived objects made during a request must not keep. */
export type RequestStore = { id: string; payload: number[] };
export const requestStorage = new AsyncLocalStorage<RequestStore>();

/**
 * Runs `work` as if serving a request (inside an AsyncLocalStorage store, as Next.js does) and reports
 * whether the store can be collected once the work is done: anything long-lived made during it (a cached
 * promise, a socket, a timer) that still carries the request's async context keeps it alive.
 */
export async function runAsRequest<T>(work: () => Promise<T>): Promise<{ result: T; released: boolean }> {
  let store: RequestStore | null = { id: "request", payload: Array.from({ length: 10_000 }, (_, i) => i) };
  const weak = new WeakRef(store);
  const result = await requestStorage.run(store, work);
  store = null;
  // A new macrotask: WeakRef targets touched in this job stay alive until it ends.
  await new Promise((resolve) => setTimeout(resolve, 20));
  collectGarbage();
  return { result, released: weak.deref() === undefined };
}
