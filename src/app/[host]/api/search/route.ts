import { parseSearchParams, searchErrorForSite } from "@/domain/search/search-request";
import { badRequest } from "@/server/http/api-error";
import { withSite } from "@/server/http/with-site";
import { toApiHit } from "@/server/search/api-hit";
import { getSearchEngine } from "@/server/search/search-engine";

export const dynamic = "force-dynamic";

/** `GET /api/search` on a site host: faceted search over the site's stock (docs/api.md). */
export const GET = withSite(async ({ request, site }) => {
  const parsed = parseSearchParams(request.nextUrl.searchParams);
  if (!parsed.ok) throw badRequest(parsed.error.parameter, parsed.error.message);
  const refused = searchErrorForSite(parsed.request, site.config);
  if (refused) throw badRequest(refused.parameter, refused.message);
  const result = await (await getSearchEngine()).search(site, parsed.request);
  // Short shared caching: a burst of shoppers on one filtered page costs one search.
  return Response.json({ ...result, hits: result.hits.map(toApiHit) }, { headers: { "Cache-Control": "public, max-age=15" } });
}, { name: "Search", unavailable: "Search is unavailable, please try again" });
