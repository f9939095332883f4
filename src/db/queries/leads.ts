import { and, asc, count, desc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, dealerWebhooks, leadDeliveries, leads, locations, manufacturers, models } from "../schema";
import type { LeadCar, LeadModel, LeadVendor } from "@/domain/leads/lead-record";
import type { Site } from "@/domain/site/site";
import { carOwnershipScope } from "./car-scope";
import { findRepeatGroupLead, lockRepeatGroup, recordRepeat } from "./lead-repeats";

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

/** The car a lead is about, if the site owns it (sold cars included: a shopper may ask about one). */
export async function findLeadCar(db: Database, site: Site, carId: number): Promise<LeadCar | null> {
  const [row] = await db
    .select({
      id: cars.id, dealershipId: cars.dealershipId, name: cars.name, year: cars.year, make: cars.make, model: cars.model, badge: cars.badge,
      vin: cars.vin, stocknum: cars.stocknum, price: cars.price, km: cars.km, body: cars.body, transmission: cars.transmission,
      carType: cars.carType, tag: cars.tag,
    })
    .from(cars)
    .where(and(eq(cars.id, carId), carOwnershipScope(site)))
    .limit(1);
  return row ? { ...row, carType: row.carType === "new" || row.carType === "demo" ? row.carType : "used" } : null;
}

/** A model of the site's own range, or null. */
export async function findLeadModel(db: Database, site: Site, modelId: number): Promise<LeadModel | null> {
  const [row] = await db
    .select({ id: models.id, name: models.name, make: manufacturers.name })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(and(eq(models.siteId, site.id), eq(models.id, modelId)))
    .limit(1);
  return row ?? null;
}

/** The visible locations of the site's dealerships: the options of a form's location select. */
export async function listLeadLocations(db: Database, site: Site): Promise<{ id: number; dealershipId: number; name: string; city: string | null }[]> {
  const ids = site.dealerships.map((d) => d.id);
  if (ids.length === 0) return [];
  return db
    .select({ id: locations.id, dealershipId: locations.dealershipId, name: locations.name, city: locations.city })
    .from(locations)
    .where(and(inArray(locations.dealershipId, ids), eq(locations.visible, true)))
    .orderBy(asc(locations.id));
}

/** Where a dealership's leads go: its lead address, primary phone and webhook. */
export async function findLeadVendor(db: Database, dealershipId: number): Promise<LeadVendor | null> {
  const [row] = await db
    .select({ name: dealerships.name, leadEmail: dealerships.leadEmail, webhookUrl: dealerWebhooks.url, webhookEnabled: dealerWebhooks.enabled })
    .from(dealerships)
    .leftJoin(dealerWebhooks, eq(dealerWebhooks.dealershipId, dealerships.id))
    .where(eq(dealerships.id, dealershipId))
    .limit(1);
  if (!row) return null;
  const [phone] = await db
    .select({ phone: locations.phone })
    .from(locations)
    .where(eq(locations.dealershipId, dealershipId))
    .orderBy(desc(locations.primary), asc(locations.id))
    .limit(1);
  return { dealershipId, name: row.name, leadEmail: row.leadEmail, phone: phone?.phone ?? null, webhookUrl: row.webhookEnabled ? row.webhookUrl : null };
}

/** Leads this site received from one address since a time (the per-IP rate limit). */
export async function countRecentLeadsFromIp(db: Database, site: Site, clientIp: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(and(eq(leads.siteId, site.id), eq(leads.clientIp, clientIp), gt(leads.createdAt, since)));
  return row?.n ?? 0;
}

export type NewLead = typeof leads.$inferInsert & { id: string; siteId: number; statusToken: string; repeatKey: string; createdAt: Date };
export type NewDelivery = { channel: "email" | "webhook"; target: string };
export type LeadInsertOutcome = { kind: "created" | "replayed"; leadId: string; statusToken: string | null; repeatOf?: string } | { kind: "conflict" };

/**
 * Stores a lead and its outbox rows in one transaction. With an idempotency key already used on this
 * site, nothing is written: the same request hash replays the first lead's id, another hash conflicts.
 * A lead that repeats an open group's first lead (the same enquiry within 24 hours, `leadRepeatKey`) is stored
 * pointing at it, with no outbox rows of its own: it is counted on the first lead, whose digest it queues.
 * The group's lock makes this safe however many identical leads arrive at once.
 */
export async function insertLeadWithDeliveries(db: Database, lead: NewLead, deliveries: readonly NewDelivery[]): Promise<LeadInsertOutcome> {
  return db.transaction(async (tx) => {
    await lockRepeatGroup(tx, lead.siteId, lead.repeatKey);
    const first = await findRepeatGroupLead(tx, { ...lead, suspectedSpam: lead.suspectedSpam ?? false, testTraffic: lead.testTraffic ?? false });
    const inserted = await tx.insert(leads).values({ ...lead, repeatOf: first?.id ?? null }).onConflictDoNothing({ target: [leads.siteId, leads.idempotencyKey] }).returning({ id: leads.id });
    if (inserted.length === 0) {
      // Read committed: this statement sees the row whose insert made ours wait.
      const [first] = await tx
        .select({ id: leads.id, requestHash: leads.requestHash, statusToken: leads.statusToken })
        .from(leads)
        .where(and(eq(leads.siteId, lead.siteId), eq(leads.idempotencyKey, lead.idempotencyKey ?? "")))
        .limit(1);
      if (!first) throw new Error("Idempotency key conflicted but no lead holds it");
      return first.requestHash === lead.requestHash ? { kind: "replayed", leadId: first.id, statusToken: first.statusToken } : { kind: "conflict" };
    }
    if (first) {
      await recordRepeat(tx, first, lead.createdAt);
      return { kind: "created", leadId: lead.id, statusToken: lead.statusToken, repeatOf: first.id };
    }
    if (deliveries.length > 0) {
      await tx.insert(leadDeliveries).values(deliveries.map((d) => ({ leadId: lead.id, channel: d.channel, target: d.target })));
    }
    return { kind: "created", leadId: lead.id, statusToken: lead.statusToken };
  });
}
