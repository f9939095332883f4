import { csrfRefusal, type CsrfRefusal } from "@/domain/accounts/csrf";
import { CSRF_COOKIE } from "./account-cookies";

type RequestWithCookies = { headers: Headers; cookies: { get(name: string): { value: string } | undefined } };

const CSRF_REFUSED_MESSAGE = "This request did not come from this site's own page. Please reload the page and try again.";

/**
 * The CSRF check of decision 020 for a post to a route handler: same host by Origin or Referer, and the token the
 * page sent (`submittedToken`) equal to the browser's CSRF cookie. Null when it passes.
 */
export function requestCsrfRefusal(request: RequestWithCookies, submittedToken: string | undefined): CsrfRefusal | null {
  return csrfRefusal({
    host: request.headers.get("host") ?? "",
    origin: request.headers.get("origin"),
    referer: request.headers.get("referer"),
    cookieToken: request.cookies.get(CSRF_COOKIE)?.value,
    submittedToken,
  });
}

/**
 * The CSRF check for a shopper's JSON POST to a route handler (decision 020): same host by Origin or Referer, and
 * `X-CSRF-Token` equal to the browser's CSRF cookie (scripts read the token from `GET /api/session`). Null when it
 * passes; otherwise the 403 to answer.
 */
export function csrfRefusalResponse(request: RequestWithCookies): Response | null {
  if (!requestCsrfRefusal(request, request.headers.get("x-csrf-token") ?? undefined)) return null;
  return Response.json({ error: { parameter: "X-CSRF-Token", message: CSRF_REFUSED_MESSAGE } }, { status: 403, headers: { "Cache-Control": "no-store" } });
}
