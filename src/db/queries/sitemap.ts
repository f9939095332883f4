import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars, sites } from "../schema";
import type { Site } from "@/domain/site/site";
import { carVisibilityScope } from "./car-scope";

export type SitemapVehicle = { slug: string; updatedAt: Date };

/**
 * A page of the site's visible vehicles for its sitemap, in a stable order (by id) so numbered
 * chunks never overlap or skip a car between requests.
 */
export async function listSiteSitemapEntries(
  db: Database,
  site: Site,
  options: { offset: number; limit: number; now: Date },
): Promise<SitemapVehicle[]> {
  if (options.limit <= 0) return [];
  return db
    .select({ slug: cars.slug, updatedAt: cars.updatedAt })
    .from(cars)
    .where(carVisibilityScope(site, options.now))
    .orderBy(asc(cars.id))
    .limit(options.limit)
    .offset(options.offset);
}

export type SitemapSummary = {
  vehicleCount: number;
  /** The newest change to the site or any vehicle it shows: the lastmod of its listing pages. */
  lastModified: Date | null;
};

export async function summariseSiteSitemap(db: Database, site: Site, now: Date): Promise<SitemapSummary> {
  const [[vehicles], [siteRow]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, newest: sql<string | null>`max(${cars.updatedAt})` })
      .from(cars)
      .where(carVisibilityScope(site, now)),
    db.select({ updatedAt: sites.updatedAt }).from(sites).where(eq(sites.id, site.id)),
  ]);
  const newestCar = vehicles?.newest ? new Date(vehicles.newest) : null;
  const siteUpdated = siteRow?.updatedAt ?? null;
  const lastModified = [newestCar, siteUpdated].reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  return { vehicleCount: vehicles?.count ?? 0, lastModified };
}

/**
 * The newest `updated_at` in each chunk of `chunkSize` vehicles (same order as
 * `listSiteSitemapEntries`), after `leadingUrls` main pages in chunk 1: the lastmod of each
 * sitemap in the index, in one query. Index i is chunk i + 1.
 */
export async function listSitemapChunkLastModified(
  db: Database,
  site: Site,
  options: { chunkSize: number; leadingUrls: number; now: Date },
): Promise<Date[]> {
  const numbered = db
    .select({
      updatedAt: cars.updatedAt,
      chunk: sql<number>`((row_number() over (order by ${cars.id}) - 1 + ${options.leadingUrls}) / ${options.chunkSize})::int`.as("chunk"),
    })
    .from(cars)
    .where(carVisibilityScope(site, options.now))
    .as("numbered");
  const rows = await db
    .select({ chunk: numbered.chunk, newest: sql<string>`max(${numbered.updatedAt})` })
    .from(numbered)
    .groupBy(numbered.chunk)
    .orderBy(numbered.chunk);
  const result: Date[] = [];
  for (const row of rows) result[row.chunk] = new Date(row.newest);
  return result;
}
