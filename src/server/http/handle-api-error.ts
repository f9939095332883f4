import { unstable_rethrow } from "next/navigation";
import { logFailure } from "@/server/logging/log-failure";
import { ApiError, errorBody, type ApiErrorBody } from "./api-error";

/** How one endpoint answers its errors: the one shape, with what the endpoint's contract adds to it. */
export type EdgeAnswers = {
  /** Names the endpoint in the log line of an unexpected failure: "{name} failed (503)". */
  name: string;
  /** The 503's message when the work fails unexpectedly (the database is unreachable, most often). */
  unavailable: string;
  /** Headers every error answer carries (`Cache-Control: no-store` on private endpoints). */
  headers?: Record<string, string>;
  /** Seconds the 503 asks a client to wait (`Retry-After`); 2 unless the endpoint says otherwise. */
  retryAfterSeconds?: number;
  /** Fields beside `error` (the watchlist's `success: false`). */
  envelope?: Record<string, unknown>;
  /** `text` for endpoints that answer files or plain text (the message alone, as text/plain). */
  format?: "json" | "text";
};

const DEFAULT_RETRY_AFTER_S = 2;

/** The answers of an endpoint that serves a file or plain text (robots.txt, a sitemap, a feed, a form post's 303). */
export const textAnswers = (name: string): EdgeAnswers => ({ name, unavailable: `${name} is unavailable just now, please try again.`, format: "text" });

/**
 * The one place an error becomes an answer: an `ApiError` its status and body, anything else one log line and a
 * 503 with `Retry-After`. Next.js's own control flow (`redirect()`, `notFound()`) passes through untouched.
 */
export function handleApiError(failure: unknown, edge: EdgeAnswers): Response {
  unstable_rethrow(failure);
  if (failure instanceof ApiError) return errorAnswer(edge, failure.status, failure.body, failure.options.headers);
  logFailure(`${edge.name} failed (503)`, failure);
  return errorAnswer(edge, 503, errorBody(edge.unavailable), { "Retry-After": String(edge.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S) });
}

function errorAnswer(edge: EdgeAnswers, status: number, error: ApiErrorBody, headers: Record<string, string> = {}): Response {
  const allHeaders = { ...edge.headers, ...headers };
  if (edge.format === "text") return new Response(error.message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...allHeaders } });
  return Response.json({ ...edge.envelope, error }, { status, headers: allHeaders });
}
