import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { siteDealerships, sitePages, sitePageVersions, sites, staffUsers } from "../schema";
import type { ContentPageText } from "@/domain/content/content-page-edit";
import type { ContentFormat, ContentPageSlug } from "@/domain/content/content-pages";

/** A content page as its editor shows it, with the site it belongs to. */
export type EditablePage = ContentPageText & { id: number; siteId: number; siteName: string; slug: ContentPageSlug; format: ContentFormat; version: number; updatedAt: Date };

/** One saved state of a page, as its version list shows it. */
export type PageVersion = { version: number; title: string; savedAt: Date; savedBy: string | null; restoredFrom: number | null };

/** A page's content as one version stored it. */
export type StoredPageVersion = ContentPageText & { version: number; format: ContentFormat };

const EDITABLE = {
  id: sitePages.id, siteId: sitePages.siteId, siteName: sites.name, slug: sitePages.slug, title: sitePages.title, summary: sitePages.summary,
  format: sitePages.format, body: sitePages.body, version: sitePages.version, updatedAt: sitePages.updatedAt,
};

/** The sites these dealerships (a staff member's scope) are shown on: whose pages their staff edit. */
const onSitesOf = (dealershipIds: readonly number[]) =>
  inArray(sitePages.siteId, sql`(select ${siteDealerships.siteId} from ${siteDealerships} where ${inArray(siteDealerships.dealershipId, [...dealershipIds])})`);

const asEditable = (row: { slug: string; format: string } & Omit<EditablePage, "slug" | "format">): EditablePage => ({ ...row, slug: row.slug as ContentPageSlug, format: row.format as ContentFormat });

/** The content pages of every site these dealerships are on, by site and title. */
export async function listEditablePages(db: Database, dealershipIds: readonly number[]): Promise<EditablePage[]> {
  if (dealershipIds.length === 0) return [];
  const rows = await db.select(EDITABLE).from(sitePages).innerJoin(sites, eq(sites.id, sitePages.siteId)).where(onSitesOf(dealershipIds)).orderBy(asc(sites.name), asc(sitePages.title));
  return rows.map(asEditable);
}

/** One page of a site these dealerships are on, or null (another site's, or none). */
export async function findEditablePage(db: Database, dealershipIds: readonly number[], pageId: number): Promise<EditablePage | null> {
  if (dealershipIds.length === 0) return null;
  const [row] = await db.select(EDITABLE).from(sitePages).innerJoin(sites, eq(sites.id, sitePages.siteId)).where(and(eq(sitePages.id, pageId), onSitesOf(dealershipIds)));
  return row ? asEditable(row) : null;
}

/** A page's versions, newest first, with who saved each. */
export function listPageVersions(db: Database, pageId: number): Promise<PageVersion[]> {
  return db
    .select({ version: sitePageVersions.version, title: sitePageVersions.title, savedAt: sitePageVersions.savedAt, savedBy: staffUsers.name, restoredFrom: sitePageVersions.restoredFrom })
    .from(sitePageVersions).leftJoin(staffUsers, eq(staffUsers.id, sitePageVersions.savedBy))
    .where(eq(sitePageVersions.pageId, pageId))
    .orderBy(desc(sitePageVersions.version));
}

export async function findPageVersion(db: Database, pageId: number, version: number): Promise<StoredPageVersion | null> {
  const [row] = await db
    .select({ version: sitePageVersions.version, title: sitePageVersions.title, summary: sitePageVersions.summary, format: sitePageVersions.format, body: sitePageVersions.body })
    .from(sitePageVersions).where(and(eq(sitePageVersions.pageId, pageId), eq(sitePageVersions.version, version)));
  return row ? { ...row, format: row.format as ContentFormat } : null;
}

export type NewPageVersion = { pageId: number; basedOn: number; content: ContentPageText & { format: ContentFormat }; savedBy: number; at: Date; restoredFrom: number | null };

/**
 * Makes `content` the page's current version and keeps it, if the page is still at the version the editor was
 * opened at: the new version's number, or null when another save came first (nothing written). The update matches
 * the version in its own WHERE, so of two saves at once PostgreSQL lets one through and re-checks the other after it.
 */
export async function writePageVersion(db: Database, next: NewPageVersion): Promise<number | null> {
  const { pageId, basedOn, content, savedBy, at, restoredFrom } = next;
  const [row] = await db
    .update(sitePages)
    .set({ ...content, version: sql`${sitePages.version} + 1`, updatedAt: at })
    .where(and(eq(sitePages.id, pageId), eq(sitePages.version, basedOn)))
    .returning({ version: sitePages.version });
  if (!row) return null;
  await db.insert(sitePageVersions).values({ pageId, version: row.version, ...content, savedBy, savedAt: at, restoredFrom });
  return row.version;
}

/** Each page that has no version yet (just written by the demo seed) becomes the version it is at, written by no one. */
export async function recordFirstPageVersions(db: Database): Promise<void> {
  await db.execute(sql`
    insert into ${sitePageVersions} (page_id, version, title, summary, format, body, saved_at)
    select p.id, p.version, p.title, p.summary, p.format, p.body, p.updated_at from ${sitePages} p
    where not exists (select 1 from ${sitePageVersions} v where v.page_id = p.id)`);
}
