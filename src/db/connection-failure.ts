/**
 * Errors that say a database server is gone or not taking connections (postgres.js codes, Node's socket codes,
 * SQLSTATE class 08 and 57P0x: admin shutdown, crash shutdown, cannot connect now). The read replica's fallback
 * (decision 023) and the primary's "database unavailable" answers (decision 022's addendum) both go by them.
 */
const CONNECTION_FAILURE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED|CONNECT_TIMEOUT|08...|57P0[1-3])$/;

/** The first `code` on the error or what it wraps (drizzle reports a failed query with the driver's error as its cause). */
export function failureCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (code !== undefined) return String(code);
  }
  return undefined;
}

export function isConnectionFailure(error: unknown): boolean {
  return CONNECTION_FAILURE.test(failureCode(error) ?? "");
}
