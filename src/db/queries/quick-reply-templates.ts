import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { quickReplyTemplates } from "../schema";
import type { Site } from "@/domain/site/site";

export type QuickReplyTemplate = { id: number; dealershipId: number; title: string; body: string };

const columns = { id: quickReplyTemplates.id, dealershipId: quickReplyTemplates.dealershipId, title: quickReplyTemplates.title, body: quickReplyTemplates.body };
const siteDealershipIds = (site: Site) => site.dealerships.map((d) => d.id);

/** A dealership's quick replies by title; none for a dealership that is not the site's. */
export async function listQuickReplyTemplates(db: Database, site: Site, dealershipId: number): Promise<QuickReplyTemplate[]> {
  if (!siteDealershipIds(site).includes(dealershipId)) return [];
  return db.select(columns).from(quickReplyTemplates).where(eq(quickReplyTemplates.dealershipId, dealershipId)).orderBy(asc(quickReplyTemplates.title));
}

/** One quick reply of the site's dealerships, or null. */
export async function findQuickReplyTemplate(db: Database, site: Site, id: number): Promise<QuickReplyTemplate | null> {
  const ids = siteDealershipIds(site);
  if (ids.length === 0) return null;
  const [row] = await db.select(columns).from(quickReplyTemplates).where(and(eq(quickReplyTemplates.id, id), inArray(quickReplyTemplates.dealershipId, ids))).limit(1);
  return row ?? null;
}

/** Saves a quick reply under its title (the same title again replaces its text); null for a dealership that is not the site's. */
export async function saveQuickReplyTemplate(db: Database, site: Site, template: Omit<QuickReplyTemplate, "id">): Promise<number | null> {
  if (!siteDealershipIds(site).includes(template.dealershipId)) return null;
  const [row] = await db
    .insert(quickReplyTemplates)
    .values(template)
    .onConflictDoUpdate({ target: [quickReplyTemplates.dealershipId, quickReplyTemplates.title], set: { body: template.body } })
    .returning({ id: quickReplyTemplates.id });
  return row?.id ?? null;
}
