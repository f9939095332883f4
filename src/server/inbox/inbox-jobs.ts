import type { Database } from "@/db/client";
import { assignLeadRow, markLeadRouted } from "@/db/queries/inbox-leads";
import {
  listDealershipStaff, listLeadsDueForReassignment, listLeadsToRoute, loadRoutingSettingsRow, loadSalesHours, saveRotation, setReassignDueAt, type LeadToRoute,
} from "@/db/queries/inbox-routing";
import { appendLeadActivity, listLeadActivity, toLeadEvents } from "@/db/queries/lead-activity";
import { leadReassignmentDueAt, reassignmentDueAt } from "@/domain/inbox/reassignment";
import { routeLead } from "@/domain/inbox/route-lead";
import { salespeopleOnShift } from "@/domain/inbox/shifts";
import type { LocationHours } from "@/domain/locations/open-intervals";
import type { SweepKind } from "@/server/jobs/job-kind";
import { tellManagers } from "./manager-notices";

const BATCH = 50;

type Placement = { lead: LeadToRoute; hours: LocationHours | null; settings: Awaited<ReturnType<typeof loadRoutingSettingsRow>>; onShift: string[] };

/**
 * What routing needs to place a lead: its location's sales hours, the dealership's settings, and who is on shift
 * (decision 040: a dealership's salespeople work at its locations, so they are on shift while the lead's is open).
 */
async function placement(db: Database, lead: LeadToRoute, now: Date): Promise<Placement> {
  const [settings, hoursById, salespeople] = await Promise.all([
    loadRoutingSettingsRow(db, lead.dealershipId),
    loadSalesHours(db, lead.locationId === null ? [] : [lead.locationId], now),
    listDealershipStaff(db, lead.dealershipId, ["salesperson"]),
  ]);
  const hours = lead.locationId === null ? null : (hoursById.get(lead.locationId) ?? null);
  const workers = salespeople.map((person) => ({ id: String(person.id), locationIds: lead.locationId === null ? [] : [lead.locationId] }));
  return { lead, hours, settings, onShift: salespeople.length && hours ? salespeopleOnShift(workers, () => hours, now) : [] };
}

/**
 * Places one lead (decision 031): assigned round-robin to someone on shift, its clock started and the rotation kept;
 * outside hours it waits for the next opening, when it is routed again; open with nobody on shift (or no sales hours
 * to go by) it stays for anyone to claim and the managers are told. The assignment is written only while the lead is
 * still unassigned, so a claim in between, or another worker, wins.
 */
async function routeOne(db: Database, lead: LeadToRoute, now: Date): Promise<void> {
  const { hours, settings, onShift } = await placement(db, lead, now);
  const outcome = hours ? routeLead({ form: lead.form, carType: lead.carType, hours }, settings.rules, onShift, settings.rotation, now) : ({ kind: "nobody_on_shift" } as const);
  await db.transaction(async (tx) => {
    if (outcome.kind === "assigned") {
      const staffId = Number(outcome.staffId);
      const dueAt = reassignmentDueAt(now, settings.reassignAfterMinutes, hours!.weekly, hours!.special, hours!.timeZone);
      if (!(await assignLeadRow(tx, lead.id, { staffId, expectedAssignee: null, now, reassignDueAt: dueAt }))) return;
      await appendLeadActivity(tx, lead, { kind: "assigned", staffId, by: "routing" }, now);
      await saveRotation(tx, lead.dealershipId, outcome.rotation);
    } else if (outcome.kind === "waits_for_opening") {
      await markLeadRouted(tx, lead.id, now, outcome.opensAt);
    } else {
      await markLeadRouted(tx, lead.id, now, null);
      await tellManagers(tx, lead, { kind: "nobody_on_shift" });
    }
  });
}

/**
 * Moves one overdue lead on (issue 33: "a lead untouched for N minutes of opening hours … is reassigned, and the
 * manager is told"). The stored due time is a cache: the log decides, and a lead answered or moved since is
 * re-timed instead. The next salesperson on shift other than the current one gets it; with nobody else on shift
 * it stays, and the managers are told once (its timer is cleared).
 */
async function reassignOne(db: Database, lead: LeadToRoute & { assigneeId: number }, now: Date): Promise<void> {
  const { hours, settings, onShift } = await placement(db, lead, now);
  const dueAt = hours ? leadReassignmentDueAt(toLeadEvents(await listLeadActivity(db, lead.id)), settings.reassignAfterMinutes, hours) : null;
  if (dueAt === null || dueAt > now) return setReassignDueAt(db, lead.id, dueAt);
  const others = onShift.filter((id) => id !== String(lead.assigneeId));
  const outcome = routeLead({ form: lead.form, carType: lead.carType, hours: hours! }, settings.rules, others, settings.rotation, now);
  const people = new Map((await listDealershipStaff(db, lead.dealershipId, ["salesperson"])).map((p) => [p.id, p.name]));
  const fromName = people.get(lead.assigneeId) ?? "The salesperson";
  await db.transaction(async (tx) => {
    if (outcome.kind !== "assigned") {
      await setReassignDueAt(tx, lead.id, null);
      await tellManagers(tx, lead, { kind: "not_reassigned", assigneeName: fromName, minutes: settings.reassignAfterMinutes });
      return;
    }
    const staffId = Number(outcome.staffId);
    const nextDue = reassignmentDueAt(now, settings.reassignAfterMinutes, hours!.weekly, hours!.special, hours!.timeZone);
    if (!(await assignLeadRow(tx, lead.id, { staffId, expectedAssignee: lead.assigneeId, now, reassignDueAt: nextDue }))) return;
    await appendLeadActivity(tx, lead, { kind: "assigned", staffId, by: "reassignment" }, now);
    await saveRotation(tx, lead.dealershipId, outcome.rotation);
    await tellManagers(tx, lead, { kind: "reassigned", fromName, toName: people.get(staffId) ?? "another salesperson", minutes: settings.reassignAfterMinutes });
  });
}

/** One round: new leads and leads whose opening has come are routed, then overdue ones reassigned; how many it took. */
export async function runInboxRound(db: Database, now: Date): Promise<number> {
  const toRoute = await listLeadsToRoute(db, now, BATCH);
  for (const lead of toRoute) await routeOne(db, lead, now);
  const overdue = await listLeadsDueForReassignment(db, now, BATCH);
  for (const lead of overdue) await reassignOne(db, lead, now);
  return Math.max(toRoute.length, overdue.length);
}

/** Routing and reassignment as a job kind, run each round (decision 029); a new lead wakes it. */
export function inboxJobs(): SweepKind {
  return { type: "sweep", name: "inbox", batch: BATCH, sweep: runInboxRound };
}
