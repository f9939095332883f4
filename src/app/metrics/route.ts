import { metricsResponse } from "@/server/metrics/metrics-endpoint";

export const dynamic = "force-dynamic";

/** Prometheus metrics of this node (bearer METRICS_TOKEN; docs/operations.md). */
export function GET(request: Request) {
  return metricsResponse(request.headers.get("authorization"));
}
