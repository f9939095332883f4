/** What a JSON API service answers; the route turns it into a Response, so services stay testable without HTTP. */
export type JsonAnswer = { status: number; body: unknown; headers?: Record<string, string> };

export type ApiError = { parameter?: string; message: string };

export const ok = (body: unknown, maxAgeSeconds?: number): JsonAnswer => ({
  status: 200, body, ...(maxAgeSeconds ? { headers: { "Cache-Control": `public, max-age=${maxAgeSeconds}` } } : {}),
});
export const failure = (status: 400 | 404 | 503, error: ApiError): JsonAnswer => ({ status, body: { error } });

export function toResponse(answer: JsonAnswer): Response {
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}
