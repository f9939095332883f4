import type { Database } from "@/db/client";
import { COOKIE_SECRET } from "@/domain/accounts/csrf";
import type { Site } from "@/domain/site/site";
import { clearedSessionCookie, freshCsrfCookie, type CookieToSet } from "./account-cookies";
import { resolveShopper } from "./shopper-sessions";

export type SessionStatus = { signed_in: boolean; phone: string | null; csrf_token: string | null };

/**
 * `GET /api/session` (docs/api.md): who is signed in on this site, for the header's client island, and the CSRF
 * token a script sends as `X-CSRF-Token`. A signed-in browser without a CSRF cookie (it outlived the browser
 * session, the session cookie did not) gets one; an anonymous visitor is given no cookie at all, since every page
 * asks. A session cookie that names no live session is cleared.
 */
export async function sessionStatus(db: Database, site: Site, cookies: { session?: string; csrf?: string }, now: Date): Promise<{ body: SessionStatus; cookies: CookieToSet[] }> {
  const shopper = await resolveShopper(db, site, cookies.session, now);
  const toSet: CookieToSet[] = [];
  if (cookies.session && !shopper) toSet.push(clearedSessionCookie());
  let csrfToken = cookies.csrf && COOKIE_SECRET.test(cookies.csrf) ? cookies.csrf : null;
  if (!csrfToken && shopper) {
    const fresh = freshCsrfCookie();
    toSet.push(fresh);
    csrfToken = fresh.value;
  }
  return { body: { signed_in: shopper !== null, phone: shopper?.phoneDisplay ?? null, csrf_token: csrfToken }, cookies: toSet };
}
