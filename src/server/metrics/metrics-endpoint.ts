import { createHash, timingSafeEqual } from "node:crypto";
import { loadEnv } from "@/config/env";
import { metrics } from "./metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * `/metrics` for an app node or a worker: Prometheus text for a request bearing METRICS_TOKEN; 401 without it;
 * 404 when no token is configured (metrics off). The balancer adds the token for the scrapers it allows.
 */
export async function metricsResponse(authorization: string | null, token = loadEnv().METRICS_TOKEN): Promise<Response> {
  if (!token) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const presented = /^Bearer (\S+)$/i.exec(authorization ?? "")?.[1] ?? "";
  if (!timingSafeEqual(digest(presented), digest(token))) {
    return new Response("Unauthorized\n", { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8", "WWW-Authenticate": 'Bearer realm="metrics"' } });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" } });
}
