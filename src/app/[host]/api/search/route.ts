import type { NextRequest } from "next/server";
import { parseSearchParams, searchErrorForSite } from "@/domain/search/search-request";
import { getSearchEngine } from "@/server/search/search-engine";
import { toApiHit } from "@/server/search/api-hit";
import { findSite } from "@/server/tenancy/require-site";
import { logFailure } from "@/server/logging/log-failure";

export const dynamic = "force-dynamic";

/** `GET /api/search` on a site host: faceted search over the site's stock (docs/api.md). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string }> }) {
  const site = await findSite(params);
  if (!site) return Response.json({ error: { message: "Unknown site" } }, { status: 404 });
  const parsed = parseSearchParams(request.nextUrl.searchParams);
  const error = parsed.ok ? searchErrorForSite(parsed.request, site.config) : parsed.error;
  if (error || !parsed.ok) return Response.json({ error }, { status: 400 });
  try {
    const engine = await getSearchEngine();
    const result = await engine.search(site, parsed.request);
    // Short shared caching: a burst of shoppers on one filtered page costs one search.
    return Response.json({ ...result, hits: result.hits.map(toApiHit) }, { headers: { "Cache-Control": "public, max-age=15" } });
  } catch (failure) {
    logFailure("Search failed", failure);
    return Response.json({ error: { message: "Search is unavailable, please try again" } }, { status: 503 });
  }
}
