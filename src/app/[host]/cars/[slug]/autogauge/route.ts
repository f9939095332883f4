import { decodeRouteParam } from "@/domain/security/request-target";
import { ApiError } from "@/server/http/api-error";
import { toResponse } from "@/server/http/json-answer";
import { withSite } from "@/server/http/with-site";
import { answerAutogauge } from "@/server/market/autogauge-service";
import { allSites } from "@/server/tenancy/site-registry";

export const dynamic = "force-dynamic";

/** `GET /cars/{slug}/autogauge` on a site host: the car's market price comparison (spec 000 §7, docs/api.md). */
export const GET = withSite<{ host: string; slug: string }>(async ({ params, site, db }) => {
  const slug = decodeRouteParam(params.slug);
  if (slug === null) throw new ApiError("not_found", "No such car on this site");
  return toResponse(await answerAutogauge(db, site, slug, { sites: await allSites(), now: new Date() }));
}, { name: "Market price comparison", unavailable: "The market price comparison is unavailable, please try again" });
