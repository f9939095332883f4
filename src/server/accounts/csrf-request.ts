import { csrfRefusal } from "@/domain/accounts/csrf";
import { CSRF_COOKIE } from "./account-cookies";

type RequestWithCookies = { headers: Headers; cookies: { get(name: string): { value: string } | undefined } };

export const CSRF_REFUSED_MESSAGE = "This request did not come from this site's own page. Please reload the page and try again.";

/**
 * The CSRF check for a shopper's JSON POST to a route handler (decision 020): same host by Origin or Referer, and
 * `X-CSRF-Token` equal to the browser's CSRF cookie (scripts read the token from `GET /api/session`). Null when it
 * passes; otherwise the 403 to answer.
 */
export function csrfRefusalResponse(request: RequestWithCookies): Response | null {
  const refusal = csrfRefusal({
    host: request.headers.get("host") ?? "",
    origin: request.headers.get("origin"),
    referer: request.headers.get("referer"),
    cookieToken: request.cookies.get(CSRF_COOKIE)?.value,
    submittedToken: request.headers.get("x-csrf-token") ?? undefined,
  });
  if (!refusal) return null;
  return Response.json({ error: { parameter: "X-CSRF-Token", message: CSRF_REFUSED_MESSAGE } }, { status: 403, headers: { "Cache-Control": "no-store" } });
}
