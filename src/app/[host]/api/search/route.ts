import type { NextRequest } from "next/server";
import { parseSearchParams } from "@/domain/search/search-request";
import { getSearchEngine, SearchInputError } from "@/server/search/search-engine";
import { toApiHit } from "@/server/search/api-hit";
import { siteForHost } from "@/server/tenancy/site-registry";

export const dynamic = "force-dynamic";

/** `GET /api/search` on a site host: faceted search over the site's stock (docs/api.md). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await siteForHost(decodeURIComponent((await params).host));
  if (!site) return Response.json({ error: { message: "Unknown site" } }, { status: 404 });
  const parsed = parseSearchParams(request.nextUrl.searchParams);
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  try {
    const engine = await getSearchEngine();
    const result = await engine.search(site, parsed.request);
    // Short shared caching: a burst of shoppers on one filtered page costs one search.
    return Response.json({ ...result, hits: result.hits.map(toApiHit) }, { headers: { "Cache-Control": "public, max-age=15" } });
  } catch (error) {
    if (error instanceof SearchInputError) return Response.json({ error: { parameter: error.parameter, message: error.message } }, { status: 400 });
    console.error("Search failed", error);
    return Response.json({ error: { message: "Search is unavailable, please try again" } }, { status: 503 });
  }
}
