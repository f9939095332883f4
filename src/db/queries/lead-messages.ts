import { and, asc, desc, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, leadMessages, leads } from "../schema";
import type { LeadMessage, MessageChannel, MessageDirection, ReplyTarget } from "@/domain/conversations/lead-message";
import { LEAD_STATUSES, isClosedStatus } from "@/domain/inbox/lead-status";
import type { StoredLeadPayload } from "@/domain/leads/lead-record";
import type { Site } from "@/domain/site/site";

/** A repeat's thread is its first lead's (issue 30), as its status page shows the first lead's progress. */
const threadLeadId = sql<string>`coalesce(${leads.repeatOf}, ${leads.id})`;

/** The thread's lead for a lead of this site, with what a reply needs; null when the site has no such lead. */
export async function findReplyTarget(db: Database, site: Site, leadId: string): Promise<ReplyTarget | null> {
  const [row] = await db
    .select({
      leadId: leads.id, dealershipId: leads.dealershipId, dealershipName: dealerships.name, email: leads.email, phoneE164: leads.phoneE164,
      statusToken: leads.statusToken, payload: leads.payload,
      price: cars.price, beforePrice: cars.beforePrice, subscriptionPrice: cars.subscriptionPrice, preorder: cars.preorder,
    })
    .from(leads)
    .innerJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(eq(leads.siteId, site.id), sql`${leads.id} = (select ${threadLeadId} from ${leads} where ${leads.siteId} = ${site.id} and ${leads.id} = ${leadId})`))
    .limit(1);
  if (!row) return null;
  const { payload, price, beforePrice, subscriptionPrice, preorder, ...target } = row;
  const vehicle = (payload as StoredLeadPayload).vehicle;
  const currentPrice = price === null ? null : { price, beforePrice, subscriptionPrice, preorder: preorder ?? false };
  return { ...target, car: vehicle ? { name: vehicle.name, price: currentPrice } : null };
}

/** The thread's lead for a status page token of this site, or null. */
export async function findThreadLeadByToken(db: Database, site: Site, token: string): Promise<string | null> {
  const [row] = await db.select({ id: threadLeadId }).from(leads).where(and(eq(leads.siteId, site.id), eq(leads.statusToken, token))).limit(1);
  return row?.id ?? null;
}

const CLOSED_STATUSES = LEAD_STATUSES.filter(isClosedStatus);

/** The shopper's most recent open enquiry on this site by their number (E.164), as a thread's lead; null when none is open. */
export async function findOpenLeadByPhone(db: Database, site: Site, phoneE164: string): Promise<string | null> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.siteId, site.id), eq(leads.phoneE164, phoneE164), isNull(leads.repeatOf), notInArray(leads.status, CLOSED_STATUSES)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1);
  return row?.id ?? null;
}

export type NewLeadMessage = {
  leadId: string | null;
  direction: MessageDirection;
  channel: MessageChannel;
  body: string;
  authorStaffId?: number | null;
  senderPhone?: string | null;
  providerMessageId?: string | null;
  createdAt?: Date;
};

/** Adds a message to the site's threads; with a provider message id already stored on the site, nothing is written and null comes back. */
export async function insertLeadMessage(db: Database, site: Site, message: NewLeadMessage): Promise<string | null> {
  const [row] = await db
    .insert(leadMessages)
    .values({ ...message, siteId: site.id })
    .onConflictDoNothing({ target: [leadMessages.siteId, leadMessages.providerMessageId] })
    .returning({ id: leadMessages.id });
  return row?.id ?? null;
}

/** A lead's thread on this site, oldest first. */
export async function listLeadThread(db: Database, site: Site, leadId: string): Promise<LeadMessage[]> {
  const rows = await db
    .select({ id: leadMessages.id, direction: leadMessages.direction, channel: leadMessages.channel, body: leadMessages.body, createdAt: leadMessages.createdAt })
    .from(leadMessages)
    .where(and(eq(leadMessages.siteId, site.id), eq(leadMessages.leadId, leadId)))
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
  // The table's checks hold these to their unions.
  return rows as LeadMessage[];
}

/** Texts this site received from numbers with no open enquiry, newest first. */
export async function listUnmatchedTexts(db: Database, site: Site, limit: number): Promise<(LeadMessage & { senderPhone: string | null })[]> {
  const rows = await db
    .select({ id: leadMessages.id, direction: leadMessages.direction, channel: leadMessages.channel, body: leadMessages.body, createdAt: leadMessages.createdAt, senderPhone: leadMessages.senderPhone })
    .from(leadMessages)
    .where(and(eq(leadMessages.siteId, site.id), isNull(leadMessages.leadId)))
    .orderBy(desc(leadMessages.createdAt))
    .limit(limit);
  return rows as (LeadMessage & { senderPhone: string | null })[];
}
