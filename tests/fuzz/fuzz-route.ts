import fc from "fast-check";
import { send, type FuzzRequest } from "./fuzz-request";
import { responseProblem } from "./response-checks";
import type { DiscoveredRoute } from "./route-discovery";
import { requestsFor, type FuzzContext } from "./route-requests";

export type RouteFailure = { problem: string; request: FuzzRequest; seed: number; path: string; shrinks: number };
export type RouteReport = { route: DiscoveredRoute; requests: number; statuses: Map<number, number>; failure?: RouteFailure };
export type FuzzOptions = { seed: number; runs: number; timeLimitMs: number; shrinkTimeLimitMs: number; canaries: readonly string[]; replayPath?: string };

/** A seed per route, so adding a route leaves the cases of the others unchanged. */
export function routeSeed(seed: number, pattern: string): number {
  let hash = seed | 0;
  for (const char of pattern) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Sends one route `runs` generated requests (or as many as fit in `timeLimitMs`) and checks every answer.
 * A failing case is then replayed and shrunk by fast-check, with `shrinkTimeLimitMs` of its own, to the
 * smallest request that still fails.
 */
export async function fuzzRoute(route: DiscoveredRoute, context: FuzzContext, options: FuzzOptions): Promise<RouteReport> {
  const report: RouteReport = { route, requests: 0, statuses: new Map() };
  const property = fc.asyncProperty(requestsFor(route, context), async (request) => {
    const response = await send(context.port, request);
    report.requests++;
    report.statuses.set(response.status, (report.statuses.get(response.status) ?? 0) + 1);
    const problem = responseProblem(response, options.canaries, request.method);
    if (problem) throw new Error(problem);
  });
  const seed = routeSeed(options.seed, route.pattern);
  const search = await fc.check(property, {
    seed, numRuns: options.runs, interruptAfterTimeLimit: options.timeLimitMs, markInterruptAsFailure: false, endOnFailure: true,
    ...(options.replayPath ? { path: options.replayPath } : {}),
  });
  const found = search.failed ? search.counterexamplePath : null;
  const details = found === null ? search : await fc.check(property, { seed, path: found, interruptAfterTimeLimit: options.shrinkTimeLimitMs, markInterruptAsFailure: false });
  if (details.failed && details.counterexample) {
    const problem = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    report.failure = { problem, request: details.counterexample[0], seed, path: details.counterexamplePath ?? "", shrinks: details.numShrinks };
  }
  return report;
}
