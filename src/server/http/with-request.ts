import { NextRequest } from "next/server";
import { handleApiError, type EdgeAnswers } from "./handle-api-error";

/** What a route handler's body gets from the edge: the request and its route parameters. */
export type EdgeRequest<P> = { request: NextRequest; params: P };
export type RouteContext<P> = { params: Promise<P> };

/** Next.js gives a route a NextRequest; a caller of its own (a test, the reliability harness) may give a plain Request. */
const asNextRequest = (request: Request) => (request instanceof NextRequest ? request : new NextRequest(request));

/**
 * The edge every route handler goes through (`withSite` builds on it for the tenant routes): the body's answer, or
 * what it threw answered by `handleApiError` (an `ApiError` as its status, anything else logged once and 503).
 */
export function withRequest<P extends object>(handler: (context: EdgeRequest<P>) => Promise<Response> | Response, edge: EdgeAnswers) {
  return async (request: Request, context?: RouteContext<P>): Promise<Response> => {
    try {
      return await handler({ request: asNextRequest(request), params: ((await context?.params) ?? {}) as P });
    } catch (failure) {
      return handleApiError(failure, edge);
    }
  };
}
