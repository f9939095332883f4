import { NextResponse, type NextRequest } from "next/server";
import { getDatabase } from "@/db/connection";
import { CSRF_COOKIE, SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { sessionStatus } from "@/server/accounts/session-status";
import { failure, toResponse } from "@/server/http/json-answer";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "no-store", Vary: "Cookie" };

/** `GET /api/session` on a site host: the signed-in state for the header, never cached (docs/api.md). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  if (!site) return toResponse(failure(404, { message: "Unknown site" }));
  try {
    const { db } = await getDatabase();
    const cookies = { session: request.cookies.get(SESSION_COOKIE)?.value, csrf: request.cookies.get(CSRF_COOKIE)?.value };
    const status = await sessionStatus(db, site, cookies, new Date());
    const response = NextResponse.json(status.body, { headers: PRIVATE });
    for (const { name, value, options } of status.cookies) response.cookies.set(name, value, options);
    return response;
  } catch (error) {
    logFailure("Session status failed", error);
    return NextResponse.json({ error: { message: "Sign-in is unavailable, please try again" } }, { status: 503, headers: { ...PRIVATE, "Retry-After": "5" } });
  }
}
