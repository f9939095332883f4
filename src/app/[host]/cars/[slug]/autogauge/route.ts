import { getDatabase } from "@/db/connection";
import { decodeRouteParam } from "@/domain/security/request-target";
import { failure, toResponse } from "@/server/http/json-answer";
import { answerAutogauge } from "@/server/market/autogauge-service";
import { allSites } from "@/server/tenancy/site-registry";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/** `GET /cars/{slug}/autogauge` on a site host: the car's market price comparison (spec 000 §7, docs/api.md). */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  const { slug: rawSlug } = await params;
  const site = await findSite(params);
  if (!site) return toResponse(failure(404, { message: "Unknown site" }));
  const slug = decodeRouteParam(rawSlug);
  if (slug === null) return toResponse(failure(404, { message: "No such car on this site" }));
  try {
    const { db } = await getDatabase();
    return toResponse(await answerAutogauge(db, site, slug, { sites: await allSites(), now: new Date() }));
  } catch (error) {
    logFailure("Market price comparison failed", error);
    return toResponse(failure(503, { message: "The market price comparison is unavailable, please try again" }));
  }
}
