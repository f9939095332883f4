import { between, count, sql } from "drizzle-orm";
import type { Database } from "../client";
import { carDailyStats, carViewVisits, leads, phoneReveals, watchlistEntries } from "../schema";

/** An event's day on the figures' clock, and the moments that clock's days `from`…`to` span (so each table's created_at index serves). */
const localDay = (column: unknown, timeZone: string) => sql`(${column} AT TIME ZONE ${timeZone})::date`;
const within = (column: unknown, days: { from: string; to: string }, timeZone: string) =>
  sql`${column} >= (${days.from}::date)::timestamp AT TIME ZONE ${timeZone} AND ${column} < (${days.to}::date + 1)::timestamp AT TIME ZONE ${timeZone}`;

/**
 * Works out `car_daily_stats` for the days `from`…`to` again from the raw events, in one transaction: the days' rows
 * are deleted and written anew, so a run changes nothing the events do not, and an event gone since (a save removed)
 * goes from its day. Views are the day's visitors (`car_view_visits`), search views those who came from the site's
 * search; leads are a car's leads but test traffic, suspected spam and repeats (decision 005). Resolves to the rows written.
 */
export async function rollUpCarDailyStats(db: Database, days: { from: string; to: string }, timeZone: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(carDailyStats).where(between(carDailyStats.day, days.from, days.to));
    await tx.execute(sql`
      INSERT INTO ${carDailyStats} (car_id, day, views, search_views, saves, leads, leads_by_form, phone_reveals)
      SELECT car_id, day, sum(views), sum(search_views), sum(saves), sum(leads),
        coalesce(jsonb_object_agg(form, leads) FILTER (WHERE form IS NOT NULL), '{}'::jsonb), sum(phone_reveals)
      FROM (
        SELECT car_id, day, count(*) AS views, count(*) FILTER (WHERE from_search) AS search_views, 0 AS saves, 0 AS leads, NULL::text AS form, 0 AS phone_reveals
          FROM ${carViewVisits} WHERE day BETWEEN ${days.from}::date AND ${days.to}::date GROUP BY car_id, day
        UNION ALL
        SELECT car_id, ${localDay(watchlistEntries.createdAt, timeZone)}, 0, 0, count(*), 0, NULL, 0
          FROM ${watchlistEntries} WHERE ${within(watchlistEntries.createdAt, days, timeZone)} GROUP BY 1, 2
        UNION ALL
        SELECT car_id, ${localDay(leads.createdAt, timeZone)}, 0, 0, 0, count(*), form, 0
          FROM ${leads}
          WHERE car_id IS NOT NULL AND ${within(leads.createdAt, days, timeZone)} AND NOT test_traffic AND NOT suspected_spam AND repeat_of IS NULL
          GROUP BY 1, 2, form
        UNION ALL
        SELECT car_id, ${localDay(phoneReveals.createdAt, timeZone)}, 0, 0, 0, 0, NULL, count(*)
          FROM ${phoneReveals} WHERE ${within(phoneReveals.createdAt, days, timeZone)} GROUP BY 1, 2
      ) AS events
      GROUP BY car_id, day
      ON CONFLICT (car_id, day) DO UPDATE SET views = excluded.views, search_views = excluded.search_views, saves = excluded.saves,
        leads = excluded.leads, leads_by_form = excluded.leads_by_form, phone_reveals = excluded.phone_reveals`);
    const [written] = await tx.select({ rows: count() }).from(carDailyStats).where(between(carDailyStats.day, days.from, days.to));
    return written?.rows ?? 0;
  });
}
