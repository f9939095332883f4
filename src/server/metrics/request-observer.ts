import { randomUUID } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "@/server/logging/logger";
import { metrics } from "./metrics";
import { processSingleton } from "@/config/process-singletons";

type RequestEvent = { request: IncomingMessage; response: ServerResponse };

/** Set by Next.js on the request it routes: the route it matched (`definition.pathname`, e.g. `/[host]/cars/[slug]`). */
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

/**
 * Times every HTTP request this process serves and writes one access-log line for it, carrying the balancer's
 * X-Request-Id. Node's own diagnostics channels see each request arrive and its response finish, whichever
 * route answers it, without wrapping Next.js's server. Installed once per process (instrumentation).
 */
export function observeRequests(): void {
  processSingleton("metrics.request-observer", subscribeRequestObserver);
}

function subscribeRequestObserver(): void {
  const started = new WeakMap<IncomingMessage, number>();
  subscribe("http.server.request.start", (message) => {
    started.set((message as RequestEvent).request, performance.now());
  });
  subscribe("http.server.response.finish", (message) => {
    const { request, response } = message as RequestEvent;
    const at = started.get(request);
    if (at === undefined) return;
    const seconds = (performance.now() - at) / 1000;
    const route = routeOf(request);
    const status = response.statusCode;
    metrics().httpRequestSeconds.observe({ route, method: request.method ?? "GET", status: `${Math.floor(status / 100)}xx` }, seconds);
    logger().info({
      msg: "request",
      request_id: headerValue(request, "x-request-id") ?? randomUUID(),
      method: request.method,
      host: request.headers.host,
      path: request.url?.split("?")[0],
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
    });
  });
}

/** The route pattern without the tenant segment (`/cars/[slug]`): one label per route, not per address. */
export function routeOf(request: IncomingMessage): string {
  const meta = (request as unknown as Record<symbol, { match?: { definition?: { pathname?: string } } } | undefined>)[NEXT_REQUEST_META];
  const matched = meta?.match?.definition?.pathname;
  if (matched) return matched.replace(/^\/\[host\](?=\/|$)/, "") || "/";
  const path = request.url?.split("?")[0] ?? "";
  if (path.startsWith("/_next/static/")) return "/_next/static";
  if (path.startsWith("/_next/image")) return "/_next/image";
  return "unmatched";
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  // Only a sane id is carried into the logs; anything else gets one of our own.
  return first && /^[\w.-]{1,128}$/.test(first) ? first : undefined;
}
