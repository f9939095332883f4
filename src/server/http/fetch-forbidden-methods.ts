import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { processSingleton } from "@/config/process-singletons";

/** The methods a WHATWG `Request` refuses to carry (the Fetch standard's forbidden methods). */
const FETCH_FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** What such a request's method becomes: a token Node's parser never takes from a client, which no route serves. */
export const refusedMethod = (method: string) => `${method}-REFUSED`;

/**
 * Issue 30: TRACE answered 500 on every path. Next.js hands every request to the proxy as a WHATWG `Request`,
 * whose constructor throws for the methods fetch forbids, so Next.js answered 500 before any code of ours ran.
 * Node publishes each request on this channel before its server sees it; such a request's method is renamed
 * there (`TRACE-REFUSED`), and the proxy refuses it like any other method no route serves (405, `methodProblem`).
 * Installed once per process (instrumentation).
 */
export function renameFetchForbiddenMethods(): void {
  processSingleton("http.fetch-forbidden-methods", subscribeMethodRenamer);
}

function subscribeMethodRenamer(): void {
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    const method = request.method ?? "";
    if (FETCH_FORBIDDEN_METHODS.has(method.toUpperCase())) request.method = refusedMethod(method);
  });
}
