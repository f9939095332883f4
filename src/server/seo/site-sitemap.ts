import { readFromReplica } from "@/db/connection";
import type { Database } from "@/db/client";
import { listSiteSitemapEntries, listSitemapChunkLastModified, summariseSiteSitemap } from "@/db/queries/sitemap";
import { menuPaths } from "@/domain/navigation/menu-paths";
import { buildSitemapIndex, buildUrlset, latestDate, planSitemap, SITEMAP_URL_LIMIT, sitemapChunk, type SitemapUrl } from "@/domain/seo/sitemap";
import type { Site } from "@/domain/site/site";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";
import { brandOverviewPath } from "@/domain/brands/brand-overview";
import { listSiteBrands } from "@/server/brands/brand-overview";
import { loadSiteMenus } from "@/server/navigation/site-chrome";

/** Pages every site has that its menus may not link: the dealer locator and each brand it sells (spec 000 §2). */
async function unlinkedPaths(db: Database, site: Site): Promise<string[]> {
  return ["/dealer-locator", ...(await listSiteBrands(db, site)).map(brandOverviewPath)];
}

export const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" };

/** The site's pages are those its menus link to (links to pages it lacks are already left out), then its cars. */
async function readSitemapBasis(db: Database, site: Site, now: Date) {
  const [summary, linked, unlinked] = await Promise.all([summariseSiteSitemap(db, site, now), loadSiteMenus(db, site, now).then(menuPaths), unlinkedPaths(db, site)]);
  return { summary, mainPaths: [...new Set([...linked, ...unlinked])] };
}

async function vehicleUrls(db: Database, site: Site, base: string, now: Date, offset: number, limit: number): Promise<SitemapUrl[]> {
  const vehicles = await listSiteSitemapEntries(db, site, { offset, limit, now });
  return vehicles.map((v) => ({ loc: `${base}${vehiclePath(v.slug)}`, lastmod: v.updatedAt }));
}

/**
 * The site's sitemap: its main pages and every visible vehicle, each with the time it last changed.
 * Above 50,000 URLs, a sitemap index over `/sitemaps/{n}.xml`.
 */
export function buildSiteSitemap(site: Site, base: string, now: Date): Promise<string> {
  // Read from the replica when there is one (decision 023): a sitemap may lag the stock by a moment.
  return readFromReplica(async (db) => {
    const { summary, mainPaths } = await readSitemapBasis(db, site, now);
    const plan = planSitemap(mainPaths.length, summary.vehicleCount);
    if (plan.kind === "index") {
      const chunkLastModified = await listSitemapChunkLastModified(db, site, { chunkSize: SITEMAP_URL_LIMIT, leadingUrls: mainPaths.length, now });
      const sitemaps = Array.from({ length: plan.chunkCount }, (_, i) => ({
        loc: `${base}/sitemaps/${i + 1}.xml`,
        lastmod: i === 0 ? latestDate([summary.lastModified, chunkLastModified[0]]) : (chunkLastModified[i] ?? null),
      }));
      return buildSitemapIndex(sitemaps);
    }
    return buildUrlset([
      ...mainPaths.map((path) => ({ loc: `${base}${path}`, lastmod: summary.lastModified })),
      ...(await vehicleUrls(db, site, base, now, 0, summary.vehicleCount)),
    ]);
  });
}

/** Chunk `n` (from 1) of the site's sitemap index, or null when the site has no such chunk. */
export function buildSitemapChunk(site: Site, base: string, n: number, now: Date): Promise<string | null> {
  // Read from the replica when there is one (decision 023): a sitemap may lag the stock by a moment.
  return readFromReplica(async (db) => {
    const { summary, mainPaths } = await readSitemapBasis(db, site, now);
    const chunk = sitemapChunk(n, mainPaths.length, summary.vehicleCount);
    if (!chunk) return null;
    return buildUrlset([
      ...(chunk.includeMain ? mainPaths.map((path) => ({ loc: `${base}${path}`, lastmod: summary.lastModified })) : []),
      ...(await vehicleUrls(db, site, base, now, chunk.vehicleOffset, chunk.vehicleLimit)),
    ]);
  });
}
