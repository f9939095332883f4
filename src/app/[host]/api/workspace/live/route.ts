import type { NextRequest } from "next/server";
import { failure, toResponse } from "@/server/http/json-answer";
import { passesLiveGuardUntilStaffAuth } from "@/server/live/until-staff-auth-guard";
import { workspaceLiveResponse } from "@/server/live/workspace-live";
import { findSite } from "@/server/tenancy/require-site";

export const dynamic = "force-dynamic";

/**
 * `GET /api/workspace/live?dealership=SLUG`: Server-Sent Events of the dealership's new leads (decision 033).
 * TEMPORARY guard: only a test run's request (TEST_TRAFFIC_TOKEN) until staff sign-in replaces it; else 404.
 * A reconnecting browser sends Last-Event-ID; a page opening the stream may pass its own cursor as `after`.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  if (!site || !passesLiveGuardUntilStaffAuth(request.headers)) return toResponse(failure(404, { message: "Not found" }));
  return workspaceLiveResponse(site, {
    dealershipSlugs: request.nextUrl.searchParams.getAll("dealership"),
    lastEventId: request.headers.get("last-event-id") ?? request.nextUrl.searchParams.get("after"),
    signal: request.signal,
  });
}
