import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { sitePages } from "../schema";
import { isContentPageSlug, type ContentFormat, type ContentPage } from "@/domain/content/content-pages";
import type { Site } from "@/domain/site/site";

/** One of the site's content pages, or null when the site has not written it. */
export async function findSitePage(db: Database, site: Site, slug: string): Promise<ContentPage | null> {
  if (!isContentPageSlug(slug)) return null;
  const [row] = await db
    .select({ title: sitePages.title, summary: sitePages.summary, format: sitePages.format, body: sitePages.body, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, site.id), eq(sitePages.slug, slug)))
    .limit(1);
  return row ? { ...row, slug, format: row.format as ContentFormat } : null;
}

/** The slugs of the content pages the site has. */
export async function listSitePageSlugs(db: Database, site: Site): Promise<string[]> {
  const rows = await db.select({ slug: sitePages.slug }).from(sitePages).where(eq(sitePages.siteId, site.id)).orderBy(asc(sitePages.slug));
  return rows.map((r) => r.slug);
}
