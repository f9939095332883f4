import { timeZoneOfState } from "@/domain/locations/time-zone";

/** en-CA formats dates as yyyy-mm-dd. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (yyyy-mm-dd) that `now` is in `timeZone`: a dealer's dates are local dates. */
export function calendarDate(now: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** The site's calendar date: offers start and end at the dealer's midnight, and reviews and replies are dated by it. */
export function siteToday(site: { config: { address: { state: string } } }, now: Date): string {
  return calendarDate(now, timeZoneOfState(site.config.address.state));
}

/** A dated window (yyyy-mm-dd) runs from its first day to its last, both included; a missing end is open. */
export function isWithinDateWindow(window: { from: string | null; to: string | null }, today: string): boolean {
  return (window.from === null || window.from <= today) && (window.to === null || today <= window.to);
}
