/**
 * Cross-site request forgery checks for every state-changing POST a shopper's browser makes (issue 14, decision 020):
 * the request must come from a page of this very host (Origin, or Referer when a browser leaves Origin out), and it
 * must carry the token from the browser's own CSRF cookie (double submit). Either alone would do against today's
 * browsers; both together also cover an old browser that sends neither header and a page of ours that leaks a token.
 */
export type CsrfInput = {
  /** The request's Host header (the host the tenant was resolved from). */
  host: string;
  origin: string | null;
  referer: string | null;
  /** The token in the browser's CSRF cookie, and the one the form or `X-CSRF-Token` header carried. */
  cookieToken: string | undefined;
  submittedToken: string | undefined;
};

export type CsrfRefusal = "cross_origin" | "no_origin" | "bad_token";

/** The shape of the 256-bit secrets our cookies hold (session token, CSRF token): base64url, 43 characters. */
export const COOKIE_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** Null when the request passes; otherwise why it is refused. */
export function csrfRefusal(input: CsrfInput): CsrfRefusal | null {
  const source = input.origin ?? input.referer;
  if (source === null) return "no_origin";
  if (hostOf(source) !== input.host.trim().toLowerCase()) return "cross_origin";
  const { cookieToken, submittedToken } = input;
  if (!cookieToken || !submittedToken || !COOKIE_SECRET.test(cookieToken) || !constantTimeEqual(cookieToken, submittedToken)) return "bad_token";
  return null;
}

/** The host (with port) an Origin or Referer names; "null" and anything unreadable name none. */
function hostOf(value: string): string | null {
  if (value === "null") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Compares two strings in time that depends on their length only, so a guesser learns nothing from timing. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
