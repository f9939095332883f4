import { subscribe } from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";
import { primaryConnectionFailures } from "@/db/database-availability";
import { processSingleton } from "@/config/process-singletons";

/** What a shopper's browser (and the balancer's clients) are told to wait before asking again: a primary restart takes seconds. */
export const DATABASE_RETRY_AFTER_S = 5;

type RequestStart = { response: ServerResponse };
type WriteHead = (statusCode: number, ...rest: unknown[]) => ServerResponse;

/**
 * The status a response goes out with: a 500 or 503 from a request during which a query found the primary
 * database unreachable is 503 with Retry-After (decision 022's addendum). Next.js answers a page whose render
 * threw with 500 and gives a page no way to choose another status, so the database's failures are counted
 * where they happen (`notePrimaryConnectionFailure`) and the answer is corrected here, on its way out.
 */
export function unavailableStatus(statusCode: number, failuresAtStart: number, failuresNow: number): { statusCode: number; retryAfter: boolean } {
  const unavailable = (statusCode === 500 || statusCode === 503) && failuresNow > failuresAtStart;
  return unavailable ? { statusCode: 503, retryAfter: true } : { statusCode, retryAfter: false };
}

/** Installs the correction on every response of this process (instrumentation, once). */
export function answerDatabaseFailuresAsUnavailable(): void {
  processSingleton("http.database-unavailable-answers", subscribeStatusCorrection);
}

function subscribeStatusCorrection(): void {
  subscribe("http.server.request.start", (message) => {
    const { response } = message as RequestStart;
    const failuresAtStart = primaryConnectionFailures();
    const writeHead = response.writeHead as unknown as WriteHead;
    // Node sends the head through writeHead, also when a body is written without one (res.statusCode, then write).
    response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      const answer = unavailableStatus(statusCode, failuresAtStart, primaryConnectionFailures());
      if (answer.retryAfter) {
        this.statusMessage = "Service Unavailable";
        if (!this.hasHeader("retry-after")) this.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_S));
        // A reason phrase given with the 500 would name the wrong status.
        if (typeof rest[0] === "string") rest.shift();
      }
      return writeHead.call(this, answer.statusCode, ...rest);
    } as unknown as ServerResponse["writeHead"];
  });
}
