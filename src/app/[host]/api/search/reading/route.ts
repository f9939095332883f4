import { parseSearchParams, searchRequestToParams } from "@/domain/search/search-request";
import { badRequest } from "@/server/http/api-error";
import { withSite } from "@/server/http/with-site";
import { getSearchEngine } from "@/server/search/search-engine";
import { readSiteTypedSearch } from "@/server/search/search-page-redirect";

export const dynamic = "force-dynamic";

/** `GET /api/search/reading` on a site host: the search a search page's parameters stand for once its typed text is read as the site's filters (docs/api.md, decision 041). */
export const GET = withSite(async ({ request, site }) => {
  const parsed = parseSearchParams(request.nextUrl.searchParams);
  if (!parsed.ok) throw badRequest(parsed.error.parameter, parsed.error.message);
  const read = await readSiteTypedSearch(await getSearchEngine(), site, parsed.request);
  return Response.json({ params: searchRequestToParams(read ?? parsed.request).toString() }, { headers: { "Cache-Control": "public, max-age=15" } });
}, { name: "Search reading", unavailable: "Search is unavailable, please try again" });
