import { processSingleton } from "@/config/process-singletons";

/**
 * How many times a query found the primary database gone (refused, reset, shutting down, starting up): the
 * process's count, shared by the routes, the proxy and instrumentation, which are bundled apart. A response
 * compares it before and after its request to tell a page that failed because the database was unreachable, to
 * be answered 503 with Retry-After rather than 500 (decision 022's addendum, `src/server/http/database-unavailable.ts`).
 */
const failures = processSingleton("db.primary-connection-failures", () => ({ count: 0 }));

export function notePrimaryConnectionFailure(): void {
  failures.count += 1;
}

export function primaryConnectionFailures(): number {
  return failures.count;
}
