import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dealerApiKeys, leadDeliveries, leads, sites, staffUsers } from "../schema";
import type { LeadRecord } from "@/domain/leads/lead-record";
import type { Site } from "@/domain/site/site";
import { leadRecordColumns, toLeadRecord } from "./lead-records";

export type LeadDeliveryState = { id: string; channel: string; repeatDigest: boolean; status: string; attempts: number; deliveredAt: Date | null; lastError: string | null };
/** Where the lead stands in the dealer's inbox: who has it (null: nobody yet) and, when lost, why. */
export type DealerLeadInbox = { assignee: { id: number; name: string; email: string } | null; lostReason: string | null };
export type DealerLead = LeadRecord & { deliveries: LeadDeliveryState[]; inbox: DealerLeadInbox; cursor: string };
/** A page position: the exact created_at text of the last lead shown (microseconds kept) and its id. */
export type DealerLeadCursor = { createdAt: string; id: string };

/** The dealership a live (not revoked) API key belongs to, by the key's hash. */
export async function findDealershipIdByKeyHash(db: Database, keyHash: string): Promise<number | null> {
  const [row] = await db
    .select({ dealershipId: dealerApiKeys.dealershipId })
    .from(dealerApiKeys)
    .where(and(eq(dealerApiKeys.keyHash, keyHash), isNull(dealerApiKeys.revokedAt)))
    .limit(1);
  return row?.dealershipId ?? null;
}

export async function insertDealerApiKey(db: Database, key: { dealershipId: number; keyHash: string; keyPrefix: string; label: string }): Promise<void> {
  await db.insert(dealerApiKeys).values(key);
}

/**
 * One page of a dealership's leads on one site, newest first, with each push channel's state; test traffic is left
 * out, and so are repeats (issue 30): a repeated enquiry is listed once, as its first lead with `receivedCount`; with
 * each, its inbox state (issue 33: "A lead's status and assignee are in the pull API").
 */
export async function listDealershipLeads(db: Database, site: Site, dealershipId: number, options: { limit: number; after?: DealerLeadCursor }): Promise<DealerLead[]> {
  const after = options.after ? sql`(${leads.createdAt}, ${leads.id}) < (${options.after.createdAt}::timestamptz, ${options.after.id}::uuid)` : undefined;
  const rows = await db
    .select({
      ...leadRecordColumns, cursorTime: sql<string>`${leads.createdAt}::text`,
      lostReason: leads.lostReason, assigneeId: leads.assigneeStaffId, assigneeName: staffUsers.name, assigneeEmail: staffUsers.email,
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assigneeStaffId))
    .where(and(eq(leads.siteId, site.id), eq(leads.dealershipId, dealershipId), eq(leads.testTraffic, false), isNull(leads.repeatOf), after))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(options.limit);
  const deliveries = rows.length
    ? await db
        .select({ leadId: leadDeliveries.leadId, id: leadDeliveries.id, channel: leadDeliveries.channel, repeatDigest: leadDeliveries.repeatDigest, status: leadDeliveries.status, attempts: leadDeliveries.attempts, deliveredAt: leadDeliveries.deliveredAt, lastError: leadDeliveries.lastError })
        .from(leadDeliveries)
        .where(inArray(leadDeliveries.leadId, rows.map((r) => r.id)))
        .orderBy(asc(leadDeliveries.channel), asc(leadDeliveries.repeatDigest))
    : [];
  return rows.map(({ cursorTime, lostReason, assigneeId, assigneeName, assigneeEmail, ...row }) => ({
    ...toLeadRecord(row),
    inbox: { assignee: assigneeId !== null ? { id: assigneeId, name: assigneeName ?? "", email: assigneeEmail ?? "" } : null, lostReason },
    deliveries: deliveries.filter((d) => d.leadId === row.id).map(({ leadId: _leadId, ...d }) => d),
    cursor: `${cursorTime}|${row.id}`,
  }));
}
