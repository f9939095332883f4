import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { cars, leadActivity, leads, staffUsers } from "../schema";
import { mainLocationOf } from "./inbox-routing";
import type { LeadEvent } from "@/domain/inbox/lead-events";
import type { LeadStatus, LostReason } from "@/domain/inbox/lead-status";

/** What the inbox writes to a lead's log (`received` is the trigger's), with who did it when not the subject. */
export type NewLeadActivity =
  | { kind: "assigned"; staffId: number; by: Extract<LeadEvent, { kind: "assigned" }>["by"]; actorStaffId?: number | null }
  | { kind: "unassigned"; staffId: number | null; actorStaffId?: number | null; reason: "deactivated" | "manager" }
  | { kind: "status_changed"; staffId: number; from: LeadStatus; to: LeadStatus; lostReason: LostReason | null }
  | { kind: "replied"; staffId: number; channel: "sms" | "email" }
  | { kind: "note_added"; staffId: number; note: string };

export async function appendLeadActivity(db: Database, lead: { id: string; dealershipId: number }, activity: NewLeadActivity, at: Date): Promise<void> {
  const { kind, staffId, actorStaffId, ...detail } = { actorStaffId: null, ...activity };
  await db.insert(leadActivity).values({ leadId: lead.id, dealershipId: lead.dealershipId, kind, staffId, actorStaffId: actorStaffId ?? null, detail, at });
}

/** A log row as the lead's page shows it: what, when, about whom and by whom (names), and the detail. */
export type LeadActivityEntry = {
  id: string; kind: LeadEvent["kind"]; at: Date;
  staffId: number | null; staffName: string | null; actorStaffId: number | null; actorName: string | null;
  detail: Record<string, unknown>;
};

const subject = alias(staffUsers, "activity_subject");
const actor = alias(staffUsers, "activity_actor");

/** A lead's log, oldest first (the lead is already known to be in the reader's reach). */
export async function listLeadActivity(db: Database, leadId: string): Promise<LeadActivityEntry[]> {
  const rows = await db
    .select({
      id: leadActivity.id, kind: leadActivity.kind, at: leadActivity.at, staffId: leadActivity.staffId, staffName: subject.name,
      actorStaffId: leadActivity.actorStaffId, actorName: actor.name, detail: leadActivity.detail,
    })
    .from(leadActivity)
    .leftJoin(subject, eq(subject.id, leadActivity.staffId))
    .leftJoin(actor, eq(actor.id, leadActivity.actorStaffId))
    .where(eq(leadActivity.leadId, leadId))
    .orderBy(asc(leadActivity.at), asc(leadActivity.seq));
  return rows.map((row) => ({ ...row, kind: row.kind as LeadEvent["kind"], detail: (row.detail ?? {}) as Record<string, unknown> }));
}

/** A log row as the domain's rules read it (`LeadEvent`); staff ids become the domain's strings. */
export function toLeadEvent(row: { kind: string; at: Date; staffId: number | null; detail: unknown }): LeadEvent | null {
  const detail = (row.detail ?? {}) as Record<string, string>;
  const staffId = row.staffId === null ? null : String(row.staffId);
  switch (row.kind) {
    case "received": return { kind: "received", at: row.at };
    case "unassigned": return { kind: "unassigned", at: row.at };
    case "assigned": return staffId ? { kind: "assigned", at: row.at, staffId, by: detail.by as Extract<LeadEvent, { kind: "assigned" }>["by"] } : { kind: "unassigned", at: row.at };
    case "status_changed": return staffId ? { kind: "status_changed", at: row.at, staffId, from: detail.from as LeadStatus, to: detail.to as LeadStatus } : null;
    case "replied": return staffId ? { kind: "replied", at: row.at, staffId, channel: detail.channel as "sms" | "email" } : null;
    case "note_added": return staffId ? { kind: "note_added", at: row.at, staffId } : null;
    default: return null;
  }
}

export const toLeadEvents = (rows: readonly { kind: string; at: Date; staffId: number | null; detail: unknown }[]): LeadEvent[] =>
  rows.flatMap((row) => toLeadEvent(row) ?? []);

/** Each lead's log, for the leads of these dealerships that arrived after `since` (not test traffic, suspected spam or repeats). */
export type LeadLog = { dealershipId: number; assigneeId: number | null; /** The car's location, else the dealership's main one. */ locationId: number | null; events: LeadEvent[] };

export async function listDealershipLeadLogs(db: Database, dealershipIds: readonly number[], since: Date): Promise<Map<string, LeadLog>> {
  if (dealershipIds.length === 0) return new Map();
  const rows = await db
    .select({
      leadId: leadActivity.leadId, dealershipId: leads.dealershipId, assigneeId: leads.assigneeStaffId,
      locationId: sql<number | null>`coalesce(${cars.locationId}, ${mainLocationOf})`, kind: leadActivity.kind, at: leadActivity.at, staffId: leadActivity.staffId, detail: leadActivity.detail,
    })
    .from(leadActivity)
    .innerJoin(leads, eq(leads.id, leadActivity.leadId))
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(inArray(leads.dealershipId, [...dealershipIds]), gt(leads.createdAt, since), eq(leads.testTraffic, false), eq(leads.suspectedSpam, false), isNull(leads.repeatOf)))
    .orderBy(asc(leadActivity.at), asc(leadActivity.seq));
  const logs = new Map<string, LeadLog>();
  for (const row of rows) {
    const log = logs.get(row.leadId) ?? { dealershipId: row.dealershipId, assigneeId: row.assigneeId, locationId: row.locationId === null ? null : Number(row.locationId), events: [] };
    const event = toLeadEvent(row);
    if (event) log.events.push(event);
    logs.set(row.leadId, log);
  }
  return logs;
}
