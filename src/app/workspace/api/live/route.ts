import { workspaceLiveResponse } from "@/server/live/workspace-live";
import { withStaff, workspaceAnswers } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";

/**
 * `GET /api/live[?dealership=SLUG…]` on the workspace host: Server-Sent Events of the signed-in staff member's
 * dealerships' new leads (decision 033). A reconnecting browser sends Last-Event-ID; a page opening the stream may
 * pass its own cursor as `after`.
 */
export const GET = withStaff(async ({ request, db, staff }) => workspaceLiveResponse(db, staff, {
  dealershipSlugs: request.nextUrl.searchParams.getAll("dealership"),
  lastEventId: request.headers.get("last-event-id") ?? request.nextUrl.searchParams.get("after"),
  signal: request.signal,
}), workspaceAnswers("Live updates"));
