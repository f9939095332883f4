import type { NextRequest } from "next/server";
import { readFromReplica } from "@/db/connection";
import { listSiteSitemapEntries, listSitemapChunkLastModified, summariseSiteSitemap } from "@/db/queries/sitemap";
import { buildSitemapIndex, buildUrlset, latestDate, planSitemap, SITEMAP_URL_LIMIT, vehiclePath } from "@/domain/seo/sitemap";
import { menuPaths } from "@/domain/navigation/menu-paths";
import { loadSiteMenus } from "@/server/navigation/site-chrome";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

/** Per request: the answer depends on the Host header and the database, never on build time. */
export const dynamic = "force-dynamic";

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" };

/**
 * The site's sitemap: its main pages and every visible vehicle, each with the time it last changed.
 * Above 50,000 URLs, a sitemap index over `/sitemaps/{n}.xml`.
 */
export async function GET(request: NextRequest, { params }: { params: HostParams }) {
  const site = await requireSite(params);
  const now = new Date();
  const base = siteBaseUrl(request);
  // Read from the replica when there is one (decision 023): a sitemap may lag the stock by a moment.
  const xml = await readFromReplica(async (db) => {
    // The site's pages are those its menus link to (links to pages it lacks are already left out), then its cars.
    const [summary, mainPaths] = await Promise.all([summariseSiteSitemap(db, site, now), loadSiteMenus(db, site, now).then(menuPaths)]);
    const plan = planSitemap(mainPaths.length, summary.vehicleCount);
    if (plan.kind === "index") {
      const chunkLastModified = await listSitemapChunkLastModified(db, site, { chunkSize: SITEMAP_URL_LIMIT, leadingUrls: mainPaths.length, now });
      const sitemaps = Array.from({ length: plan.chunkCount }, (_, i) => ({
        loc: `${base}/sitemaps/${i + 1}.xml`,
        lastmod: i === 0 ? latestDate([summary.lastModified, chunkLastModified[0]]) : (chunkLastModified[i] ?? null),
      }));
      return buildSitemapIndex(sitemaps);
    }
    const vehicles = await listSiteSitemapEntries(db, site, { offset: 0, limit: summary.vehicleCount, now });
    return buildUrlset([
      ...mainPaths.map((path) => ({ loc: `${base}${path}`, lastmod: summary.lastModified })),
      ...vehicles.map((v) => ({ loc: `${base}${vehiclePath(v.slug)}`, lastmod: v.updatedAt })),
    ]);
  });
  return new Response(xml, { headers: XML_HEADERS });
}
