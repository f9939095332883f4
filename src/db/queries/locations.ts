import { and, asc, desc, eq, gte, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { dealerships, locations, openingHours, specialHours } from "../schema";
import { LOCATION_TYPES, type Location, type LocationType } from "@/domain/locations/location";
import { DEPARTMENTS, type Department, type SpecialHours, type WeeklyHours } from "@/domain/locations/opening-hours";
import type { Site } from "@/domain/site/site";

export type SiteDealershipSummary = { id: number; slug: string; name: string; rating: { average: number; count: number } | null };

const locationColumns = {
  id: locations.id, slug: locations.slug, name: locations.name, locationType: locations.locationType, primary: locations.primary,
  dealershipId: dealerships.id, dealershipSlug: dealerships.slug, dealershipName: dealerships.name,
  street: locations.street, city: locations.city, state: locations.state, postcode: locations.postcode, lat: locations.lat, lng: locations.lng,
  placeId: locations.placeId, placeUrl: locations.placeUrl, phone: locations.phone, imageUrl: locations.imageUrl,
  averageRating: locations.averageRating, reviewCount: locations.reviewCount,
  dealerLicenseNumber: locations.dealerLicenseNumber, motorVehicleRepairer: locations.motorVehicleRepairer,
};

const isLocationType = (value: string | null): value is LocationType => (LOCATION_TYPES as readonly (string | null)[]).includes(value);
const isDepartment = (value: string): value is Department => (DEPARTMENTS as readonly string[]).includes(value);

/** Special hours from the day before `now` in UTC: every location's local today is on or after it. */
const specialHoursSince = (now: Date) => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

/** The site's visible locations matching `where`, with their weekly hours and coming special hours: primary first within each dealership. */
async function loadLocations(db: Database, site: Site, now: Date, where?: SQL): Promise<Location[]> {
  const dealershipIds = site.dealerships.map((d) => d.id);
  if (dealershipIds.length === 0) return [];
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(inArray(locations.dealershipId, dealershipIds), eq(locations.visible, true), where))
    .orderBy(asc(locations.dealershipId), desc(locations.primary), asc(locations.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [weekly, special] = await Promise.all([
    db.select({ locationId: openingHours.locationId, department: openingHours.department, weekday: openingHours.weekday, status: openingHours.status, open: openingHours.open, close: openingHours.close })
      .from(openingHours).where(inArray(openingHours.locationId, ids)).orderBy(asc(openingHours.weekday)),
    db.select({ locationId: specialHours.locationId, date: specialHours.date, name: specialHours.name, status: specialHours.status, startHour: specialHours.startHour, endHour: specialHours.endHour })
      .from(specialHours).where(and(inArray(specialHours.locationId, ids), gte(specialHours.date, specialHoursSince(now)))).orderBy(asc(specialHours.date)),
  ]);
  return rows.map((row) => {
    const hours: Partial<Record<Department, WeeklyHours[]>> = {};
    for (const { locationId, department, ...entry } of weekly) {
      if (locationId === row.id && isDepartment(department)) (hours[department] ??= []).push(entry);
    }
    const specials: SpecialHours[] = special.filter((s) => s.locationId === row.id).map(({ locationId: _, ...entry }) => entry);
    return {
      id: row.id, slug: row.slug, name: row.name, locationType: isLocationType(row.locationType) ? row.locationType : null, primary: row.primary,
      dealership: { id: row.dealershipId, slug: row.dealershipSlug, name: row.dealershipName },
      address: { street: row.street, city: row.city, state: row.state, postcode: row.postcode, lat: row.lat, lng: row.lng, placeId: row.placeId, placeUrl: row.placeUrl },
      phone: row.phone, imageUrl: row.imageUrl,
      rating: row.averageRating !== null && row.reviewCount > 0 ? { average: row.averageRating, count: row.reviewCount } : null,
      dealerLicenseNumber: row.dealerLicenseNumber, motorVehicleRepairer: row.motorVehicleRepairer,
      hours, specialHours: specials,
    };
  });
}

/** Every location the site shows (its dealerships' visible locations), with hours. */
export function listSiteLocations(db: Database, site: Site, now: Date): Promise<Location[]> {
  return loadLocations(db, site, now);
}

/** One of the site's visible locations by slug, or null (another site's or a hidden location is null too). */
export async function findSiteLocation(db: Database, site: Site, slug: string, now: Date): Promise<Location | null> {
  const [found] = await loadLocations(db, site, now, eq(locations.slug, slug));
  return found ?? null;
}

/** The site's dealerships with their Google rating, in the site's order. */
export async function listSiteDealerships(db: Database, site: Site): Promise<SiteDealershipSummary[]> {
  const ids = site.dealerships.map((d) => d.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name, averageRating: dealerships.averageRating, reviewCount: dealerships.reviewCount })
    .from(dealerships).where(inArray(dealerships.id, ids)).orderBy(asc(dealerships.id));
  return rows.map(({ averageRating, reviewCount, ...row }) => ({ ...row, rating: averageRating !== null && reviewCount > 0 ? { average: Number(averageRating), count: reviewCount } : null }));
}

/**
 * The slugs `/locations/{slug}` answers for on this site: its visible locations' and the dealerships that have
 * one. Cheap enough for the proxy, which answers any other slug with a 404 page.
 */
export async function listSiteLocationPageSlugs(db: Database, site: Site): Promise<string[]> {
  const ids = site.dealerships.map((d) => d.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ location: locations.slug, dealership: dealerships.slug })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(and(inArray(locations.dealershipId, ids), eq(locations.visible, true)));
  return [...new Set(rows.flatMap((r) => [r.location, r.dealership]))];
}

/**
 * What a car's test-drive choices need of its location (issue 6), by id (the car is already in the site's scope):
 * its state (for its clock), distribution locations, sales hours and coming special hours.
 */
export async function findTestDriveLocation(db: Database, locationId: number, now: Date): Promise<{ state: string; distributionLocations: unknown; weekly: WeeklyHours[]; special: SpecialHours[] } | null> {
  const [location] = await db.select({ state: locations.state, distributionLocations: locations.distributionLocations }).from(locations).where(eq(locations.id, locationId)).limit(1);
  if (!location) return null;
  const [weekly, special] = await Promise.all([
    db.select({ weekday: openingHours.weekday, status: openingHours.status, open: openingHours.open, close: openingHours.close })
      .from(openingHours).where(and(eq(openingHours.locationId, locationId), eq(openingHours.department, "sales"))),
    db.select({ date: specialHours.date, name: specialHours.name, status: specialHours.status, startHour: specialHours.startHour, endHour: specialHours.endHour })
      .from(specialHours).where(and(eq(specialHours.locationId, locationId), gte(specialHours.date, specialHoursSince(now)))),
  ]);
  return { ...location, weekly, special };
}
