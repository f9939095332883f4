import { addOpenMs, type LocationHours } from "@/domain/locations/open-intervals";
import type { SpecialHours, WeeklyHours } from "@/domain/locations/opening-hours";
import { endsWait, inTimeOrder, type LeadEvent } from "./lead-events";

/**
 * When a lead assigned at `assignedAt` and still untouched falls due for reassignment (issue 33: "a lead untouched
 * for N minutes of opening hours … is reassigned"): `minutes` of the location's opening time later, the clock
 * stopped overnight, at weekends and on holidays closed by special hours, read on the location's clock (`tz`). A
 * lead assigned while closed starts its clock at the next opening; minutes that run out exactly at closing fall due
 * at the next opening, when someone can take it. Null when the location does not open within a year.
 */
export function reassignmentDueAt(assignedAt: Date, minutes: number, hours: readonly WeeklyHours[], holidays: readonly SpecialHours[], tz: string): Date | null {
  return addOpenMs({ weekly: hours, special: holidays, timeZone: tz }, assignedAt, minutes * 60_000);
}

/**
 * When a lead's current assignment falls due, from its log: its latest assignment's due time, or null when nothing
 * is due — it is unassigned, or its wait has ended (answered, or closed). "Touched" means answered: a note or a look
 * leaves the shopper waiting, so the clock runs on.
 */
export function leadReassignmentDueAt(events: readonly LeadEvent[], minutes: number, hours: LocationHours): Date | null {
  const log = inTimeOrder(events);
  if (log.some(endsWait)) return null;
  const current = log.findLast((event) => event.kind === "assigned" || event.kind === "unassigned");
  if (current?.kind !== "assigned") return null;
  return reassignmentDueAt(current.at, minutes, hours.weekly, hours.special, hours.timeZone);
}
