import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { leads } from "../schema";
import type { Site } from "@/domain/site/site";

export type LeadSummary = { id: string; category: string; dealershipId: number; carId: number | null; email: string | null; createdAt: Date };

const leadSummaryColumns = {
  id: leads.id, category: leads.category, dealershipId: leads.dealershipId, carId: leads.carId, email: leads.email, createdAt: leads.createdAt,
};

/** A site's leads, newest first. */
export async function listSiteLeads(db: Database, site: Site, options: { limit: number }): Promise<LeadSummary[]> {
  return db.select(leadSummaryColumns).from(leads).where(eq(leads.siteId, site.id)).orderBy(desc(leads.createdAt)).limit(options.limit);
}

/** One lead if it belongs to this site, else null. */
export async function findSiteLead(db: Database, site: Site, id: string): Promise<LeadSummary | null> {
  const [row] = await db.select(leadSummaryColumns).from(leads).where(and(eq(leads.siteId, site.id), eq(leads.id, id))).limit(1);
  return row ?? null;
}
