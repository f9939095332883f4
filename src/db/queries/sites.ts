import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { dealerships, siteDealerships, sites } from "../schema";
import { parseSiteConfig } from "@/domain/site/parse-site-config";
import type { Site } from "@/domain/site/site";

/**
 * Every site, or only those of `ids`, with its validated configuration; an invalid configuration throws naming
 * the site and field.
 */
export async function loadSites(db: Database, ids?: readonly number[]): Promise<Site[]> {
  const [siteRows, links] = await Promise.all([
    db.select().from(sites).where(ids && inArray(sites.id, [...ids])).orderBy(asc(sites.id)),
    db
      .select({ siteId: siteDealerships.siteId, id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
      .from(siteDealerships)
      .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
      .where(ids && inArray(siteDealerships.siteId, [...ids]))
      .orderBy(asc(dealerships.id)),
  ]);
  return siteRows.map((row) => {
    const config = parseSiteConfig(row.config, row.slug);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      template: config.template,
      domains: row.domains,
      isDefault: row.isDefault,
      config,
      dealerships: links.filter((l) => l.siteId === row.id).map(({ id, slug, name }) => ({ id, slug, name })),
    };
  });
}
