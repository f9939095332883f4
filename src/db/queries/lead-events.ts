import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { leadDeliveries, leadEvents, leads } from "../schema";
import type { StoredLeadPayload } from "@/domain/leads/lead-record";
import type { Site } from "@/domain/site/site";
import type { NewDelivery } from "./leads";

export type FollowedLead = { id: string; dealershipId: number; createdAt: Date; payload: StoredLeadPayload; testTraffic: boolean; suspectedSpam: boolean };

/**
 * The lead a follow-up names, only if this site holds it. A follow-up on a repeat (issue 30) is about the enquiry
 * the dealer was sent, so it is the repeat's first lead that is returned.
 */
export async function findFollowedLead(db: Database, site: Site, leadId: string): Promise<FollowedLead | null> {
  const [row] = await db
    .select({ id: leads.id, repeatOf: leads.repeatOf, dealershipId: leads.dealershipId, createdAt: leads.createdAt, payload: leads.payload, testTraffic: leads.testTraffic, suspectedSpam: leads.suspectedSpam })
    .from(leads)
    .where(and(eq(leads.siteId, site.id), eq(leads.id, leadId)))
    .limit(1);
  if (!row) return null;
  if (row.repeatOf) return findFollowedLead(db, site, row.repeatOf);
  return { id: row.id, dealershipId: row.dealershipId, createdAt: row.createdAt, payload: row.payload as StoredLeadPayload, testTraffic: row.testTraffic, suspectedSpam: row.suspectedSpam };
}

export type NewLeadEvent = typeof leadEvents.$inferInsert & { id: string; leadId: string; siteId: number };
export type LeadEventInsertOutcome = { kind: "created" | "replayed"; eventId: string } | { kind: "conflict" };

/**
 * Stores a follow-up and its outbox rows in one transaction; an idempotency key already used on this site
 * replays the first follow-up's id (same request hash) or conflicts, as for leads.
 */
export async function insertLeadEventWithDeliveries(db: Database, event: NewLeadEvent, deliveries: readonly NewDelivery[]): Promise<LeadEventInsertOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(leadEvents).values(event).onConflictDoNothing({ target: [leadEvents.siteId, leadEvents.idempotencyKey] }).returning({ id: leadEvents.id });
    if (inserted.length === 0) {
      const [first] = await tx
        .select({ id: leadEvents.id, requestHash: leadEvents.requestHash })
        .from(leadEvents)
        .where(and(eq(leadEvents.siteId, event.siteId), eq(leadEvents.idempotencyKey, event.idempotencyKey ?? "")))
        .limit(1);
      if (!first) throw new Error("Idempotency key conflicted but no follow-up holds it");
      return first.requestHash === event.requestHash ? { kind: "replayed", eventId: first.id } : { kind: "conflict" };
    }
    if (deliveries.length > 0) {
      await tx.insert(leadDeliveries).values(deliveries.map((d) => ({ leadId: event.leadId, eventId: event.id, channel: d.channel, target: d.target })));
    }
    return { kind: "created", eventId: event.id };
  });
}
