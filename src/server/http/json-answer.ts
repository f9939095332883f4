import { errorBody } from "./api-error";

/** What a JSON API service answers; the route turns it into a Response, so services stay testable without HTTP. */
export type JsonAnswer = { status: number; body: unknown; headers?: Record<string, string> };

export const ok = (body: unknown, maxAgeSeconds?: number): JsonAnswer => ({
  status: 200, body, ...(maxAgeSeconds ? { headers: { "Cache-Control": `public, max-age=${maxAgeSeconds}` } } : {}),
});
/** A service's refusal, in the one error shape (`handleApiError` answers the same for a thrown `ApiError`). */
export const failure = (status: 400 | 404 | 503, error: { parameter?: string; message: string }): JsonAnswer => ({ status, body: { error: errorBody(error.message, error.parameter) } });

export function toResponse(answer: JsonAnswer): Response {
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}
