import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { carViewCounts, carViewVisits, phoneReveals } from "../schema";

/**
 * Counts a visitor's view of a car once per day (spec 000 §7 view.json) and returns the page-counted
 * total. The visit row's primary key makes a second view the same day a no-op, even under a race; a later
 * view that day from the site's search still marks the visit as one from search.
 */
export async function recordCarView(db: Database, carId: number, visitorId: string, day: string, fromSearch = false): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(carViewVisits).values({ carId, visitorId, day, fromSearch }).onConflictDoNothing().returning({ carId: carViewVisits.carId });
    if (inserted.length === 0 && fromSearch) {
      await tx.update(carViewVisits).set({ fromSearch: true })
        .where(and(eq(carViewVisits.carId, carId), eq(carViewVisits.visitorId, visitorId), eq(carViewVisits.day, day), eq(carViewVisits.fromSearch, false)));
    }
    if (inserted.length > 0) {
      await tx
        .insert(carViewCounts)
        .values({ carId, views: 1 })
        .onConflictDoUpdate({ target: carViewCounts.carId, set: { views: sql`${carViewCounts.views} + 1` } });
    }
    const [row] = await tx.select({ views: carViewCounts.views }).from(carViewCounts).where(eq(carViewCounts.carId, carId));
    return row?.views ?? 0;
  });
}

/** Spec 000 §7 "Phone reveal … {car_id, dealership_id, website_id}". */
export async function recordPhoneReveal(db: Database, reveal: { carId: number; dealershipId: number; siteId: number }): Promise<void> {
  await db.insert(phoneReveals).values(reveal);
}
