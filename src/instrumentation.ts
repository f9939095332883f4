import type { Instrumentation } from "next";

export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // First, so no request is served before its X-Forwarded-For is the client we believe (issue 30 §4).
    const { installForwardedForGuard } = await import("./server/http/forwarded-for-guard");
    installForwardedForGuard();
    const { installAppStop } = await import("./server/lifecycle/app-stop");
    const { installAppMetrics } = await import("./server/metrics/app-metrics");
    const { answerDatabaseFailuresAsUnavailable } = await import("./server/http/database-unavailable");
    const { renameFetchForbiddenMethods } = await import("./server/http/fetch-forbidden-methods");
    renameFetchForbiddenMethods();
    installAppStop();
    installAppMetrics();
    answerDatabaseFailuresAsUnavailable();
    const { prepareDatabase } = await import("./server/prepare-database");
    await prepareDatabase();
  }
}

/** A request that failed inside Next.js, logged as JSON with the balancer's request id. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("./server/logging/logger");
  const requestId = request.headers["x-request-id"];
  logger().error({ msg: "request failed", request_id: Array.isArray(requestId) ? requestId[0] : requestId, method: request.method, path: request.path, route: context.routePath, kind: context.routerKind, err: error });
};
