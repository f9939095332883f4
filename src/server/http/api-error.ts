/** What went wrong, by kind; each kind is one HTTP status (`API_ERROR_STATUS`). */
export type ApiErrorCode =
  | "bad_request" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "unprocessable" | "too_many_requests" | "unavailable";

export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  bad_request: 400, unauthorized: 401, forbidden: 403, not_found: 404, conflict: 409, payload_too_large: 413, unsupported_media_type: 415, unprocessable: 422, too_many_requests: 429, unavailable: 503,
};

/** The `error` of every JSON error answer (docs/api.md): the input to blame, what is wrong, and any further fields (a lead's `fields`). */
export type ApiErrorBody = { parameter?: string; message: string } & Record<string, unknown>;

export type ApiErrorOptions = { parameter?: string; headers?: Record<string, string>; details?: Record<string, unknown> };

/**
 * An answer a handler gives up with: thrown anywhere below a route wrapper (`withSite`, `withDealerKey`) and turned
 * into the one error shape by `handleApiError`. Anything else thrown there is a failure: logged, answered 503.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(readonly code: ApiErrorCode, message: string, readonly options: ApiErrorOptions = {}) {
    super(message);
    this.name = "ApiError";
    this.status = API_ERROR_STATUS[code];
  }

  get body(): ApiErrorBody {
    return errorBody(this.message, this.options.parameter, this.options.details);
  }
}

export function errorBody(message: string, parameter?: string, details?: Record<string, unknown>): ApiErrorBody {
  return { ...(parameter !== undefined ? { parameter } : {}), message, ...details };
}

export const badRequest = (parameter: string, message: string) => new ApiError("bad_request", message, { parameter });

/** The host names no site (the proxy answers most such requests before any route runs). */
export const unknownSite = () => new ApiError("not_found", "Unknown site");

/** A zod failure as a 400 naming the first bad field (`fallback` when the whole value is wrong). */
export function invalidInput(issues: readonly { path: readonly PropertyKey[]; message: string }[], fallback: string): ApiError {
  const [issue] = issues;
  return badRequest(String(issue?.path[0] ?? fallback), issue?.message ?? "Invalid input");
}
