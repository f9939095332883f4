import { localClock } from "./local-clock";

const MINUTE_MS = 60_000;
const wallClockMs = (date: string, minute: number) => Date.parse(`${date}T00:00:00Z`) + minute * MINUTE_MS;

/** How far the zone's wall clock is ahead of UTC at an instant (daylight saving included), in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wholeMinute = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  const { date, minute } = localClock(new Date(wholeMinute), timeZone);
  return wallClockMs(date, minute) - wholeMinute;
}

/**
 * The instant a wall-clock time happens in a time zone: the inverse of `localClock`. `minute` may be 1440
 * (a day closing at midnight). A time skipped by daylight saving (2:30 am on the morning clocks go forward) reads
 * as the hour after; a time that happens twice (the morning they go back) reads as its second, standard-time one.
 */
export function zonedInstant(date: string, minute: number, timeZone: string): Date {
  const wall = wallClockMs(date, minute);
  // The second pass corrects a first guess that landed on the other side of a daylight-saving change.
  const firstGuess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(firstGuess, timeZone));
}
