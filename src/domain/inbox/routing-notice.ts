import { addDays, formatClock, localClock } from "@/domain/locations/local-clock";
import { DAY_NAMES } from "@/domain/locations/opening-hours";
import type { RoutingOutcome } from "./route-lead";

/**
 * What an unassigned lead's row says about why it waits (issue 33: "Outside hours, a lead waits for the next opening
 * and says so"), on the location's clock: 'Waiting for the next opening: today 8:30 am',
 * 'tomorrow …', 'Monday …', 'Monday 5 January …'.
 * Null for an assigned lead. The specification gives no texts for the inbox.
 */
export function routingNotice(outcome: RoutingOutcome, now: Date, timeZone: string): string | null {
  if (outcome.kind === "assigned") return null;
  if (outcome.kind === "nobody_on_shift") return "Nobody is on shift: any salesperson can claim it.";
  if (!outcome.opensAt) return "The location has no opening hours ahead: any salesperson can claim it.";
  const [today, opening] = [localClock(now, timeZone), localClock(outcome.opensAt, timeZone)];
  return `Waiting for the next opening: ${dayText(today.date, opening.date, opening.weekday)} ${formatClock(opening.minute)}`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** 'today', 'tomorrow', a weekday within the week, and past it the weekday with its date. */
function dayText(today: string, date: string, weekday: number): string {
  if (date === today) return "today";
  if (date === addDays(today, 1)) return "tomorrow";
  if (date < addDays(today, 7)) return DAY_NAMES[weekday]!;
  const [, month, day] = date.split("-").map(Number);
  return `${DAY_NAMES[weekday]} ${day} ${MONTHS[month! - 1]}`;
}
