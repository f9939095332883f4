import { addDays, localClock } from "./local-clock";
import { zonedInstant } from "./local-instant";
import { hoursOnDate, type SpecialHours, type WeeklyHours } from "./opening-hours";

/** One department's weekly hours, its special (holiday) hours and the time zone they are read in. */
export type LocationHours = { weekly: readonly WeeklyHours[]; special: readonly SpecialHours[]; timeZone: string };
/** A stretch of time the location is open, as instants: `start` inclusive, `end` exclusive. */
export type OpenInterval = { start: Date; end: Date };

const DAY_MS = 86_400_000;
/** How far ahead a search for opening time goes before it gives up: a year covers any holiday closure. */
export const OPENING_LOOK_AHEAD_DAYS = 366;

/**
 * The location's open intervals from `from` on, in order, the first cut to start at `from` when it is open then.
 * Each local date's hours come from `hoursOnDate` (special hours replace the weekday's, spec 001 §3), so a
 * holiday closes its day; days are read on the zone's own clock, so a daylight-saving change moves them.
 */
export function* openIntervalsFrom(hours: LocationHours, from: Date, lookAheadDays = OPENING_LOOK_AHEAD_DAYS): Generator<OpenInterval> {
  const today = localClock(from, hours.timeZone).date;
  for (let offset = 0; offset <= lookAheadDays; offset++) {
    const date = addDays(today, offset);
    const { span } = hoursOnDate(date, hours.weekly, hours.special);
    if (!span) continue;
    const [start, end] = [zonedInstant(date, span.open, hours.timeZone), zonedInstant(date, span.close, hours.timeZone)];
    if (end <= from) continue;
    yield { start: start < from ? from : start, end };
  }
}

/** The milliseconds of opening time between two instants (0 when `to` is not after `from`). */
export function openMsBetween(hours: LocationHours, from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  for (const { start, end } of openIntervalsFrom(hours, from, Math.ceil((to.getTime() - from.getTime()) / DAY_MS) + 1)) {
    if (start >= to) break;
    total += Math.min(end.getTime(), to.getTime()) - start.getTime();
  }
  return total;
}

/**
 * The first open instant by which `ms` of opening time has passed since `from`: the clock stops while the location
 * is closed, and time that runs out exactly at closing falls at the next opening, when someone is there. With `ms`
 * 0 it is `from` itself when open, else the next opening. Null when the location does not open within the look-ahead.
 */
export function addOpenMs(hours: LocationHours, from: Date, ms: number): Date | null {
  let left = ms;
  for (const { start, end } of openIntervalsFrom(hours, from)) {
    const length = end.getTime() - start.getTime();
    if (left < length) return new Date(start.getTime() + left);
    left -= length;
  }
  return null;
}

/** When the location is next open: `at` itself while open, else its next opening; null when none within a year. */
export const nextOpenAt = (hours: LocationHours, at: Date): Date | null => addOpenMs(hours, at, 0);

export const isOpenAt = (hours: LocationHours, at: Date): boolean => nextOpenAt(hours, at)?.getTime() === at.getTime();
