/**
 * What exists once per Node process: the database handle, the logger, the metrics, caches, hooks installed on
 * Node's request channel. Kept in one map on globalThis, because Next.js bundles the proxy, instrumentation and
 * each route apart, and every bundle has its own copy of a module's top-level state. A singleton outlives
 * requests, so it holds values, not promises made while serving one (decision 018).
 */
const singletons: Map<string, unknown> = ((globalThis as { __forecourtSingletons?: Map<string, unknown> }).__forecourtSingletons ??= new Map());

/** The process's `key`, made by `create` on first use. `create` runs once: a hook it installs is installed once. */
export function processSingleton<T>(key: string, create: () => T): T {
  if (!singletons.has(key)) singletons.set(key, create());
  return singletons.get(key) as T;
}

/** Tests, and a server started inside another process: put a value in place of `key`'s, or drop it (undefined) to be made again. */
export function replaceProcessSingleton<T>(key: string, value: T | undefined): void {
  if (value === undefined) singletons.delete(key);
  else singletons.set(key, value);
}
