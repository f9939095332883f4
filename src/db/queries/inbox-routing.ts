import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, leadRoutingSettings, leads, locations, openingHours, specialHours, staffUsers } from "../schema";
import type { RotationState } from "@/domain/inbox/round-robin";
import type { RoutingRule } from "@/domain/inbox/routing-rules";
import { DEFAULT_REASSIGN_AFTER_MINUTES } from "@/domain/inbox/routing-settings-schema";
import type { CarType } from "@/domain/car/car";
import type { LeadForm } from "@/domain/leads/lead-form-schema";
import type { LocationHours } from "@/domain/locations/open-intervals";
import { timeZoneOfState } from "@/domain/locations/time-zone";
import type { StaffRole } from "@/domain/staff/staff-role";

export type StoredRoutingSettings = { rules: RoutingRule[]; reassignAfterMinutes: number; rotation: RotationState };
export const DEFAULT_ROUTING_SETTINGS: StoredRoutingSettings = { rules: [], reassignAfterMinutes: DEFAULT_REASSIGN_AFTER_MINUTES, rotation: {} };

/** A dealership's routing settings, or the defaults (no rules, 15 minutes) until a manager saves some. */
export async function loadRoutingSettingsRow(db: Database, dealershipId: number): Promise<StoredRoutingSettings> {
  const [row] = await db.select().from(leadRoutingSettings).where(eq(leadRoutingSettings.dealershipId, dealershipId)).limit(1);
  if (!row) return DEFAULT_ROUTING_SETTINGS;
  return { rules: row.rules as RoutingRule[], reassignAfterMinutes: row.reassignAfterMinutes, rotation: row.rotation as RotationState };
}

/** Saves a manager's rules and timer; the rotation of rules kept (by id) stays, that of removed rules goes. */
export async function saveRoutingSettingsRow(db: Database, dealershipId: number, settings: { rules: RoutingRule[]; reassignAfterMinutes: number }, updatedBy: number, now: Date): Promise<void> {
  const current = await loadRoutingSettingsRow(db, dealershipId);
  const kept = new Set([...settings.rules.map((r) => r.id), "everyone"]);
  const rotation = Object.fromEntries(Object.entries(current.rotation).filter(([ruleId]) => kept.has(ruleId)));
  const values = { rules: settings.rules, reassignAfterMinutes: settings.reassignAfterMinutes, rotation, updatedAt: now, updatedBy };
  await db.insert(leadRoutingSettings).values({ dealershipId, ...values }).onConflictDoUpdate({ target: leadRoutingSettings.dealershipId, set: values });
}

export async function saveRotation(db: Database, dealershipId: number, rotation: RotationState): Promise<void> {
  await db.insert(leadRoutingSettings).values({ dealershipId, rotation }).onConflictDoUpdate({ target: leadRoutingSettings.dealershipId, set: { rotation } });
}

export type DealershipStaffMember = { id: number; name: string; email: string; role: StaffRole };

/** Active staff covering a dealership (at it, or at its group) with one of `roles`, by id. */
export async function listDealershipStaff(db: Database, dealershipId: number, roles: readonly StaffRole[]): Promise<DealershipStaffMember[]> {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, role: staffUsers.role })
    .from(staffUsers)
    .innerJoin(dealerships, eq(dealerships.id, dealershipId))
    .where(and(
      eq(staffUsers.active, true),
      inArray(staffUsers.role, [...roles]),
      or(eq(staffUsers.dealershipId, dealershipId), and(isNotNull(dealerships.dealerGroupId), eq(staffUsers.dealerGroupId, dealerships.dealerGroupId))),
    ))
    .orderBy(asc(staffUsers.id));
  return rows.map((r) => ({ ...r, role: r.role as StaffRole }));
}

/** A lead as routing reads it: its form, its car's type and the location it is for (the car's, else the dealership's main one). */
export type LeadToRoute = { id: string; dealershipId: number; form: LeadForm; carType: CarType | null; locationId: number | null; createdAt: Date };

export const mainLocationOf = sql<number | null>`(select ${locations.id} from ${locations} where ${locations.dealershipId} = ${leads.dealershipId} order by ${locations.primary} desc, ${locations.id} limit 1)`;

const routableColumns = {
  id: leads.id, dealershipId: leads.dealershipId, form: leads.form, carType: cars.carType, createdAt: leads.createdAt,
  locationId: sql<number | null>`coalesce(${cars.locationId}, ${mainLocationOf})`,
};
const toRoutable = (row: { id: string; dealershipId: number; form: string; carType: string | null; locationId: number | null; createdAt: Date }): LeadToRoute =>
  ({ ...row, form: row.form as LeadForm, carType: row.carType as CarType | null, locationId: row.locationId === null ? null : Number(row.locationId) });

/**
 * Leads routing has to place, oldest first: new ones it has not looked at, and ones waiting for an opening that has
 * come, while nobody has answered them (a reply to an unassigned lead ends its wait). Never test traffic, repeats
 * (they join their first lead) or suspected spam (decision 040).
 */
export async function listLeadsToRoute(db: Database, now: Date, limit: number): Promise<LeadToRoute[]> {
  const rows = await db
    .select(routableColumns)
    .from(leads)
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(
      isNull(leads.assigneeStaffId),
      or(isNull(leads.routedAt), lte(leads.routeWaitsUntil, now)),
      isNull(leads.repeatOf), eq(leads.testTraffic, false), eq(leads.suspectedSpam, false), eq(leads.status, "new"), isNull(leads.firstAnsweredAt),
    ))
    .orderBy(asc(leads.createdAt))
    .limit(limit);
  return rows.map(toRoutable);
}

/** Leads whose reassignment time has come: assigned, still new and unanswered, oldest due first. */
export async function listLeadsDueForReassignment(db: Database, now: Date, limit: number): Promise<(LeadToRoute & { assigneeId: number })[]> {
  const rows = await db
    .select({ ...routableColumns, assigneeId: leads.assigneeStaffId })
    .from(leads)
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(lte(leads.reassignDueAt, now), isNotNull(leads.assigneeStaffId), eq(leads.status, "new"), isNull(leads.firstAnsweredAt)))
    .orderBy(asc(leads.reassignDueAt))
    .limit(limit);
  return rows.map((row) => ({ ...toRoutable(row), assigneeId: row.assigneeId! }));
}

/** One lead as routing reads it, by id. */
export async function findLeadToRoute(db: Database, leadId: string): Promise<LeadToRoute | null> {
  const [row] = await db.select(routableColumns).from(leads).leftJoin(cars, eq(cars.id, leads.carId)).where(eq(leads.id, leadId)).limit(1);
  return row ? toRoutable(row) : null;
}

/** Sets a lead's stored reassignment time (a cache of the log's, decision 031). */
export async function setReassignDueAt(db: Database, leadId: string, dueAt: Date | null): Promise<void> {
  await db.update(leads).set({ reassignDueAt: dueAt }).where(eq(leads.id, leadId));
}

/**
 * The sales hours of locations, on each one's clock, with special hours from `since` on (the day before the earliest
 * instant the caller measures from: every local date after it is covered). Locations without sales hours are left out.
 */
export async function loadSalesHours(db: Database, locationIds: readonly number[], since: Date): Promise<Map<number, LocationHours>> {
  const ids = [...new Set(locationIds)];
  if (ids.length === 0) return new Map();
  const sinceDate = new Date(since.getTime() - 86_400_000).toISOString().slice(0, 10);
  const [places, weekly, special] = await Promise.all([
    db.select({ id: locations.id, state: locations.state }).from(locations).where(inArray(locations.id, ids)),
    db.select({ locationId: openingHours.locationId, weekday: openingHours.weekday, status: openingHours.status, open: openingHours.open, close: openingHours.close })
      .from(openingHours).where(and(inArray(openingHours.locationId, ids), eq(openingHours.department, "sales"))),
    db.select({ locationId: specialHours.locationId, date: specialHours.date, name: specialHours.name, status: specialHours.status, startHour: specialHours.startHour, endHour: specialHours.endHour })
      .from(specialHours).where(and(inArray(specialHours.locationId, ids), gte(specialHours.date, sinceDate))),
  ]);
  const hours = new Map<number, LocationHours>();
  for (const place of places) {
    const own = weekly.filter((w) => w.locationId === place.id).map(({ locationId: _l, ...w }) => w);
    if (own.length === 0) continue;
    hours.set(place.id, { weekly: own, special: special.filter((s) => s.locationId === place.id).map(({ locationId: _l, ...s }) => s), timeZone: timeZoneOfState(place.state) });
  }
  return hours;
}

/** What a manager's notice names of a lead: the shopper and the dealership. */
export async function findNoticeSubject(db: Database, leadId: string): Promise<{ shopperName: string; dealershipName: string } | null> {
  const [row] = await db
    .select({ name: leads.name, lastName: leads.lastName, dealershipName: dealerships.name })
    .from(leads).innerJoin(dealerships, eq(dealerships.id, leads.dealershipId)).where(eq(leads.id, leadId)).limit(1);
  if (!row) return null;
  return { shopperName: [row.name, row.lastName].filter(Boolean).join(" ") || "a shopper", dealershipName: row.dealershipName };
}
