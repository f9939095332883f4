import { and, desc, eq, inArray, isNull, min, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, leadDeliveries, leads } from "../schema";
import type { EnquiryTimes } from "@/domain/leads/enquiry-status";
import type { StoredLeadPayload } from "@/domain/leads/lead-record";
import type { Site } from "@/domain/site/site";

/** What the shopper's status page shows: what was asked, of whom, about which car, and when each stage was reached. No personal details. */
export type EnquiryStatus = EnquiryTimes & {
  category: string;
  dealershipName: string;
  /** The car as it was when the shopper asked, and its page's slug while the car still exists. */
  car: { name: string; slug: string | null } | null;
};

/** The lead the dealer was sent: a repeat's first lead (issue 30), so a repeat shows the progress of the enquiry it repeats. */
const sentLeadId = sql`coalesce(${leads.repeatOf}, ${leads.id})`;

const enquiryColumns = {
  category: leads.category, dealershipName: dealerships.name, payload: leads.payload, carSlug: cars.slug,
  receivedAt: leads.createdAt,
  collectedAt: sql<Date | null>`(select sent.collected_at from ${leads} sent where sent.id = ${sentLeadId})`.mapWith(leads.createdAt),
  deliveredAt: sql<Date | null>`(select ${min(leadDeliveries.deliveredAt)} from ${leadDeliveries} where ${leadDeliveries.leadId} = ${sentLeadId})`.mapWith(leads.createdAt),
};

type EnquiryRow = { category: string; dealershipName: string; payload: unknown; carSlug: string | null; receivedAt: Date; collectedAt: Date | null; deliveredAt: Date | null };

function toEnquiryStatus({ payload, carSlug, ...row }: EnquiryRow): EnquiryStatus {
  // The payload column holds what intake validated (with the car snapshot).
  const vehicle = (payload as StoredLeadPayload).vehicle;
  return { ...row, car: vehicle ? { name: vehicle.name, slug: carSlug } : null };
}

/** The enquiry this site holds under a status token, or null. */
export async function findEnquiryStatus(db: Database, site: Site, token: string): Promise<EnquiryStatus | null> {
  const [row] = await db
    .select(enquiryColumns)
    .from(leads)
    .innerJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(eq(leads.siteId, site.id), eq(leads.statusToken, token)))
    .limit(1);
  return row ? toEnquiryStatus(row) : null;
}

/** A signed-in shopper's enquiries on this site (issue 14), found by the phone they signed in with, newest first, with each one's status token. */
export async function listEnquiriesByPhone(db: Database, site: Site, phoneE164: string, limit: number): Promise<(EnquiryStatus & { token: string | null })[]> {
  const rows = await db
    .select({ ...enquiryColumns, token: leads.statusToken })
    .from(leads)
    .innerJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(eq(leads.siteId, site.id), eq(leads.phoneE164, phoneE164)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  return rows.map(({ token, ...row }) => ({ ...toEnquiryStatus(row), token }));
}

/** Records that the dealer's CRM collected these leads (the first collection counts); site-scoped like every read. */
export async function markLeadsCollected(db: Database, site: Site, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await db.update(leads).set({ collectedAt: sql`now()` }).where(and(eq(leads.siteId, site.id), inArray(leads.id, [...leadIds]), isNull(leads.collectedAt)));
}
