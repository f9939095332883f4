import { z } from "zod";
import { getDatabase } from "@/db/connection";
import { listLiveLeadsSince } from "@/db/queries/live-leads";
import type { Site } from "@/domain/site/site";
import { failure, toResponse } from "@/server/http/json-answer";
import { appLiveHub } from "./app-live";
import { streamLeads } from "./lead-stream";
import { sseResponse } from "./sse-response";

const slugsSchema = z.array(z.string().regex(/^[a-z0-9-]{1,100}$/)).min(1).max(50);

export type LiveRequest = { dealershipSlugs: string[]; lastEventId: string | null; signal: AbortSignal };

/**
 * `GET /api/workspace/live?dealership=SLUG[&dealership=SLUG…]`: the new leads of these dealerships of the site, as
 * they arrive (decision 033). Until staff accounts exist the route is guarded (until-staff-auth-guard.ts) and the
 * scope is the dealerships asked for, on this site; staff sign-in will give the staff member's dealerships.
 */
export async function workspaceLiveResponse(site: Site, request: LiveRequest): Promise<Response> {
  const slugs = slugsSchema.safeParse(request.dealershipSlugs);
  if (!slugs.success) return toResponse(failure(400, { parameter: "dealership", message: "Name one or more of the site's dealerships by slug" }));
  const dealershipIds = slugs.data.map((slug) => site.dealerships.find((d) => d.slug === slug)?.id);
  if (dealershipIds.some((id) => id === undefined)) return toResponse(failure(404, { parameter: "dealership", message: "This site has no such dealership" }));
  const hub = appLiveHub();
  if (!hub) return toResponse(failure(503, { message: "Live updates are starting; try again shortly" }));
  const { db } = await getDatabase();
  const scope = { dealershipIds: dealershipIds as number[], siteIds: [site.id] };
  return sseResponse(request.signal, (sink) =>
    streamLeads({ hub, scope, lastEventId: request.lastEventId, catchUp: (since, limit) => listLiveLeadsSince(db, scope, since, limit), log: console }, sink),
  );
}
