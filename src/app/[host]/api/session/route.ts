import { NextResponse } from "next/server";
import { CSRF_COOKIE, SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { sessionStatus } from "@/server/accounts/session-status";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "no-store", Vary: "Cookie" };

/** `GET /api/session` on a site host: the signed-in state for the header, never cached (docs/api.md). */
export const GET = withSite(async ({ request, site, db }) => {
  const cookies = { session: request.cookies.get(SESSION_COOKIE)?.value, csrf: request.cookies.get(CSRF_COOKIE)?.value };
  const status = await sessionStatus(db, site, cookies, new Date());
  const response = NextResponse.json(status.body, { headers: PRIVATE });
  for (const { name, value, options } of status.cookies) response.cookies.set(name, value, options);
  return response;
}, { name: "Session status", unavailable: "Sign-in is unavailable, please try again", headers: PRIVATE, retryAfterSeconds: 5 });
