import { z } from "zod";
import type { Database } from "@/db/client";
import { listLiveLeadsSince } from "@/db/queries/live-leads";
import { listScopeDealerships } from "@/db/queries/staff-dealerships";
import { leadAccess } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { ApiError, invalidInput } from "@/server/http/api-error";
import { appLiveHub } from "./app-live";
import { streamLeads } from "./lead-stream";
import { sseResponse } from "./sse-response";

const slugsSchema = z.array(z.string().regex(/^[a-z0-9-]{1,100}$/, "Name dealerships by slug")).max(50, "Name at most 50 dealerships");

export type LiveRequest = { dealershipSlugs: string[]; lastEventId: string | null; signal: AbortSignal };

/**
 * `GET /api/live[?dealership=SLUG…]` on the workspace host: the new leads of the staff member's dealerships, from
 * every site, as they arrive (decision 033); `dealership` narrows the stream to some of them. A role that sees no
 * leads (marketing) is refused.
 */
export async function workspaceLiveResponse(db: Database, staff: ScopedStaffMember, request: LiveRequest): Promise<Response> {
  if (leadAccess(staff.role) === "none") throw new ApiError("forbidden", "Your role does not see leads.");
  const slugs = slugsSchema.safeParse(request.dealershipSlugs);
  if (!slugs.success) throw invalidInput(slugs.error.issues.map((issue) => ({ ...issue, path: ["dealership"] })), "dealership");
  const { dealerships } = await listScopeDealerships(db, staff.scope);
  const asked = slugs.data.map((slug) => dealerships.find((d) => d.slug === slug)?.id);
  if (asked.some((id) => id === undefined)) throw new ApiError("not_found", "None of your dealerships has that slug", { parameter: "dealership" });
  const hub = appLiveHub();
  if (!hub) throw new ApiError("unavailable", "Live updates are starting; try again shortly", { headers: { "Retry-After": "2" } });
  const scope = { dealershipIds: asked.length ? (asked as number[]) : dealerships.map((d) => d.id) };
  return sseResponse(request.signal, (sink) =>
    streamLeads({ hub, scope, lastEventId: request.lastEventId, catchUp: (since, limit) => listLiveLeadsSince(db, scope, since, limit), log: console }, sink),
  );
}
