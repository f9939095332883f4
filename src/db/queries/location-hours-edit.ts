import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, leads, locations, openingHours, specialHours, stockVersions } from "../schema";
import { mainLocationOf } from "./inbox-routing";
import type { LocationHoursEdit } from "@/domain/locations/location-hours-edit";
import type { StoredLocationHours } from "@/domain/locations/location-hours-form-fields";

export type ScopeLocation = { id: number; name: string; city: string; dealershipName: string };

/** The locations of these dealerships (a staff member's scope), hidden ones too, by dealership and name. */
export async function listDealershipLocations(db: Database, dealershipIds: readonly number[]): Promise<ScopeLocation[]> {
  if (dealershipIds.length === 0) return [];
  return db
    .select({ id: locations.id, name: locations.name, city: locations.city, dealershipName: dealerships.name })
    .from(locations).innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(inArray(locations.dealershipId, [...dealershipIds]))
    .orderBy(asc(dealerships.name), asc(locations.name));
}

export type EditableLocation = StoredLocationHours & { id: number; name: string; slug: string; state: string; dealershipId: number; dealershipName: string };

/**
 * One location of these dealerships with everything its editor changes, or null (another dealership's, or none).
 * `lock` holds the location's row until the transaction ends, so two saves of it run one after the other.
 */
export async function findEditableLocation(db: Database, dealershipIds: readonly number[], locationId: number, lock = false): Promise<EditableLocation | null> {
  if (dealershipIds.length === 0) return null;
  const query = db
    .select({
      id: locations.id, name: locations.name, slug: locations.slug, state: locations.state, dealershipId: locations.dealershipId, dealershipName: dealerships.name,
      phone: locations.phone, mobile: locations.mobile, landlinePhone: locations.landlinePhone,
    })
    .from(locations).innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(eq(locations.id, locationId), inArray(locations.dealershipId, [...dealershipIds])));
  const [row] = await (lock ? query.for("update", { of: locations }) : query);
  if (!row) return null;
  const [weekly, special] = await Promise.all([
    db.select({ department: openingHours.department, weekday: openingHours.weekday, status: openingHours.status, open: openingHours.open, close: openingHours.close })
      .from(openingHours).where(eq(openingHours.locationId, row.id)).orderBy(asc(openingHours.department), asc(openingHours.weekday)),
    db.select({ id: specialHours.id, date: specialHours.date, name: specialHours.name, status: specialHours.status, startHour: specialHours.startHour, endHour: specialHours.endHour })
      .from(specialHours).where(eq(specialHours.locationId, row.id)).orderBy(asc(specialHours.date), asc(specialHours.id)),
  ]);
  const { phone, mobile, landlinePhone, ...location } = row;
  return { ...location, weekly, special, phones: { phone, mobile, landlinePhone } };
}

/** Writes an edit of a location (checked against its stored state by the caller): its week, its holiday rows by id, its phones. */
export async function writeLocationHours(db: Database, locationId: number, edit: LocationHoursEdit): Promise<void> {
  await db.delete(openingHours).where(eq(openingHours.locationId, locationId));
  const weekly = Object.entries(edit.weekly).flatMap(([department, days]) => days.map((day) => ({ locationId, department, ...day })));
  if (weekly.length) await db.insert(openingHours).values(weekly);
  if (edit.removedHolidayIds.length) await db.delete(specialHours).where(and(eq(specialHours.locationId, locationId), inArray(specialHours.id, edit.removedHolidayIds)));
  for (const { id, ...holiday } of edit.holidays) {
    if (id === null) await db.insert(specialHours).values({ locationId, ...holiday });
    else await db.update(specialHours).set(holiday).where(and(eq(specialHours.id, id), eq(specialHours.locationId, locationId)));
  }
  await db.update(locations).set(edit.phones).where(eq(locations.id, locationId));
}

/**
 * Moves the dealership's stock version as a car change does (migration 0002's trigger): the vehicle pages the page
 * cache keeps at that version carry their location's test-drive slots, so they are rendered again with the new hours.
 */
export async function bumpStockVersion(db: Database, dealershipId: number, now: Date): Promise<void> {
  await db.insert(stockVersions).values({ dealershipId, version: 1, changedAt: now })
    .onConflictDoUpdate({ target: stockVersions.dealershipId, set: { version: sql`${stockVersions.version} + 1`, changedAt: now } });
}

/**
 * Routing's stored times for a location's open leads were worked out from its old hours (decision 031: they are
 * caches): a lead waiting for the opening is routed again in the next round, and an assigned lead's reassignment is
 * re-timed from its log there. A lead whose timer was cleared (its managers told) is left alone.
 */
export async function retimeLocationLeads(db: Database, location: { id: number; dealershipId: number }, now: Date): Promise<void> {
  const atLocation = sql`coalesce((select ${cars.locationId} from ${cars} where ${cars.id} = ${leads.carId}), ${mainLocationOf}) = ${location.id}`;
  const open = and(eq(leads.dealershipId, location.dealershipId), eq(leads.status, "new"), isNull(leads.firstAnsweredAt), atLocation);
  await db.update(leads).set({ routeWaitsUntil: now }).where(and(open, isNull(leads.assigneeStaffId), gt(leads.routeWaitsUntil, now)));
  await db.update(leads).set({ reassignDueAt: now }).where(and(open, isNotNull(leads.assigneeStaffId), isNotNull(leads.reassignDueAt), gt(leads.reassignDueAt, now)));
}
