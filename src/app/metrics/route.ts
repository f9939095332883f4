import { textAnswers } from "@/server/http/handle-api-error";
import { withRequest } from "@/server/http/with-request";
import { metricsResponse } from "@/server/metrics/metrics-endpoint";

export const dynamic = "force-dynamic";

/** Prometheus metrics of this node (bearer METRICS_TOKEN; docs/operations.md). */
export const GET = withRequest(({ request }) => metricsResponse(request.headers.get("authorization")), textAnswers("Metrics"));
