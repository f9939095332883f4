import { addDays, formatClock, localClock } from "@/domain/locations/local-clock";
import { DAY_NAMES } from "@/domain/locations/opening-hours";

/**
 * What the row of a lead that routing left for the next opening says (issue 33: "Outside hours, a lead waits for the
 * next opening and says so"), on the dealership's clock: 'Waiting for the next opening: today 8:30 am',
 * 'tomorrow …', 'Monday …', 'Monday 5 January …'. The specification gives no texts for the inbox.
 */
export function waitingNotice(opensAt: Date, now: Date, timeZone: string): string {
  const [today, opening] = [localClock(now, timeZone), localClock(opensAt, timeZone)];
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
