/**
 * How many times a query found the primary database gone (refused, reset, shutting down, starting up): the
 * process's count, on globalThis because the routes, the proxy and instrumentation are bundled apart. A response
 * compares it before and after its request to tell a page that failed because the database was unreachable, to
 * be answered 503 with Retry-After rather than 500 (decision 022's addendum, `src/server/http/database-unavailable.ts`).
 */
const holder = globalThis as typeof globalThis & { __forecourtPrimaryConnectionFailures?: number };

export function notePrimaryConnectionFailure(): void {
  holder.__forecourtPrimaryConnectionFailures = primaryConnectionFailures() + 1;
}

export function primaryConnectionFailures(): number {
  return holder.__forecourtPrimaryConnectionFailures ?? 0;
}
