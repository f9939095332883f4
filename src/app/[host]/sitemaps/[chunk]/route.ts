import type { NextRequest } from "next/server";
import { readFromReplica } from "@/db/connection";
import { listSiteSitemapEntries, summariseSiteSitemap } from "@/db/queries/sitemap";
import { decodeRouteParam } from "@/domain/security/request-target";
import { buildUrlset, parseSitemapChunkName, sitemapChunk, vehiclePath } from "@/domain/seo/sitemap";
import { menuPaths } from "@/domain/navigation/menu-paths";
import { loadSiteMenus } from "@/server/navigation/site-chrome";
import { requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

/** `/sitemaps/{n}.xml`: chunk n of a sitemap index (see `/sitemap.xml`); 404 for any other n. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ host: string; chunk: string }> }) {
  const site = await requireSite(params);
  const chunkName = decodeRouteParam((await params).chunk);
  const n = chunkName && parseSitemapChunkName(chunkName);
  const notFound = () => new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!n) return notFound();

  const now = new Date();
  const base = siteBaseUrl(request);
  // Read from the replica when there is one (decision 023): a sitemap may lag the stock by a moment.
  const urls = await readFromReplica(async (db) => {
    // The site's pages are those its menus link to (links to pages it lacks are already left out), then its cars.
    const [summary, mainPaths] = await Promise.all([summariseSiteSitemap(db, site, now), loadSiteMenus(db, site, now).then(menuPaths)]);
    const chunk = sitemapChunk(n, mainPaths.length, summary.vehicleCount);
    if (!chunk) return null;
    const vehicles = await listSiteSitemapEntries(db, site, { offset: chunk.vehicleOffset, limit: chunk.vehicleLimit, now });
    return [
      ...(chunk.includeMain ? mainPaths.map((path) => ({ loc: `${base}${path}`, lastmod: summary.lastModified })) : []),
      ...vehicles.map((v) => ({ loc: `${base}${vehiclePath(v.slug)}`, lastmod: v.updatedAt })),
    ];
  });
  if (!urls) return notFound();
  return new Response(buildUrlset(urls), { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
