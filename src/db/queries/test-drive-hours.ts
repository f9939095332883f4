import { and, eq, gte } from "drizzle-orm";
import type { Database } from "../client";
import { locations, openingHours, specialHours } from "../schema/locations";
import type { SpecialHours, WeeklyHours } from "@/domain/leads/test-drive-slots";

/** What a car's test-drive choices come from: its location's state, sales hours, special hours since a date, and distribution locations. */
export type TestDriveHours = { state: string | null; distribution: unknown; weekly: WeeklyHours[]; special: SpecialHours[] };

/** The test-drive hours of a car's location (the caller holds a car of its site, so the location is in scope). */
export async function findTestDriveHours(db: Database, locationId: number, since: string): Promise<TestDriveHours | null> {
  const [location] = await db.select({ state: locations.state, distribution: locations.distributionLocations }).from(locations).where(eq(locations.id, locationId)).limit(1);
  if (!location) return null;
  const [weekly, special] = await Promise.all([
    db.select({ weekday: openingHours.weekday, status: openingHours.status, open: openingHours.open, close: openingHours.close })
      .from(openingHours)
      .where(and(eq(openingHours.locationId, locationId), eq(openingHours.department, "sales"))),
    db.select({ date: specialHours.date, status: specialHours.status, startHour: specialHours.startHour, endHour: specialHours.endHour })
      .from(specialHours)
      .where(and(eq(specialHours.locationId, locationId), gte(specialHours.date, since))),
  ]);
  return { ...location, weekly, special };
}
