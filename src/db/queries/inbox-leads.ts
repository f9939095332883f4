import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { leads } from "../schema";
import type { LeadStatus, LostReason } from "@/domain/inbox/lead-status";
import { leadsInReach, type LeadReacher } from "./inbox-reach";

/** What the inbox's services read of a lead before they change it. */
export type InboxLeadState = { id: string; siteId: number; dealershipId: number; status: LeadStatus; assigneeId: number | null; firstAnsweredAt: Date | null; createdAt: Date };

const stateColumns = {
  id: leads.id, siteId: leads.siteId, dealershipId: leads.dealershipId, status: leads.status, assigneeId: leads.assigneeStaffId,
  firstAnsweredAt: leads.firstAnsweredAt, createdAt: leads.createdAt,
};
const toState = (row: Omit<InboxLeadState, "status"> & { status: string }): InboxLeadState => ({ ...row, status: row.status as LeadStatus });

/** A lead in the staff member's reach (`leadsInReach`), or null — whether it does not exist or is not theirs to see. */
export async function findLeadInReach(db: Database, staff: LeadReacher, leadId: string): Promise<InboxLeadState | null> {
  const [row] = await db.select(stateColumns).from(leads).where(and(eq(leads.id, leadId), isNull(leads.repeatOf), leadsInReach(staff))).limit(1);
  return row ? toState(row) : null;
}

/** A lead by id with no reach check: for the worker, which acts for every dealership. */
export async function findLeadState(db: Database, leadId: string): Promise<InboxLeadState | null> {
  const [row] = await db.select(stateColumns).from(leads).where(eq(leads.id, leadId)).limit(1);
  return row ? toState(row) : null;
}

const CLOSED: LeadStatus[] = ["won", "lost"];

/**
 * The claim as one conditional write (decision 031): the lead becomes the claimer's only if it is still open and
 * unassigned or already theirs. True when this claim won. Two claims at once: the row lock makes the second
 * re-read the first's assignee, so exactly one changes the row.
 */
export async function claimLeadRow(db: Database, leadId: string, claimerId: number, now: Date, reassignDueAt: Date | null): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ assigneeStaffId: claimerId, assignedAt: now, reassignDueAt, routedAt: sql`coalesce(${leads.routedAt}, ${now.toISOString()}::timestamptz)`, routeWaitsUntil: null })
    .where(and(eq(leads.id, leadId), isNull(leads.assigneeStaffId), notInArray(leads.status, CLOSED)))
    .returning({ id: leads.id });
  return rows.length === 1;
}

/** A status change written only while the row is still at `from`: false when someone else changed it first. */
export async function changeLeadStatusRow(db: Database, leadId: string, change: { from: LeadStatus; to: LeadStatus; lostReason: LostReason | null; answeredAt: Date }): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ status: change.to, lostReason: change.lostReason, firstAnsweredAt: sql`coalesce(${leads.firstAnsweredAt}, ${change.answeredAt.toISOString()}::timestamptz)`, reassignDueAt: null })
    .where(and(eq(leads.id, leadId), eq(leads.status, change.from)))
    .returning({ id: leads.id });
  return rows.length === 1;
}

/** A reply ends the lead's wait: its first answer is kept, its reassignment timer stops. */
export async function markLeadAnswered(db: Database, leadId: string, at: Date): Promise<void> {
  await db.update(leads).set({ firstAnsweredAt: sql`coalesce(${leads.firstAnsweredAt}, ${at.toISOString()}::timestamptz)`, reassignDueAt: null }).where(eq(leads.id, leadId));
}

/**
 * Gives an open lead to a salesperson (routing, a manager, reassignment), only while it is still `expectedAssignee`'s
 * (null: unassigned) and open, so a claim or a reply in between is not overwritten. True when it was written.
 */
export async function assignLeadRow(db: Database, leadId: string, assign: { staffId: number; expectedAssignee: number | null; now: Date; reassignDueAt: Date | null }): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ assigneeStaffId: assign.staffId, assignedAt: assign.now, reassignDueAt: assign.reassignDueAt, routedAt: assign.now, routeWaitsUntil: null })
    .where(and(
      eq(leads.id, leadId),
      assign.expectedAssignee === null ? isNull(leads.assigneeStaffId) : eq(leads.assigneeStaffId, assign.expectedAssignee),
      notInArray(leads.status, CLOSED),
    ))
    .returning({ id: leads.id });
  return rows.length === 1;
}

/**
 * A deactivated salesperson's open leads go back to routing (issue 33): unassigned, their timers cleared and marked
 * for the next routing round. The leads, for the log.
 */
export async function releaseOpenLeadsOf(db: Database, staffId: number): Promise<{ id: string; dealershipId: number }[]> {
  return db
    .update(leads)
    .set({ assigneeStaffId: null, assignedAt: null, reassignDueAt: null, routedAt: null, routeWaitsUntil: null })
    .where(and(eq(leads.assigneeStaffId, staffId), notInArray(leads.status, CLOSED)))
    .returning({ id: leads.id, dealershipId: leads.dealershipId });
}

/** Routing looked at the lead and left it unassigned: outside hours until `waitsUntil`, or for anyone to claim. */
export async function markLeadRouted(db: Database, leadId: string, now: Date, waitsUntil: Date | null): Promise<void> {
  await db.update(leads).set({ routedAt: now, routeWaitsUntil: waitsUntil }).where(and(eq(leads.id, leadId), isNull(leads.assigneeStaffId)));
}
