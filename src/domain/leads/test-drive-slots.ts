/**
 * Issue 6 / spec 000 §5: the optional 'Test Drive Booking Date' is chosen from slots inside the car's
 * location's sales hours; a special-hours entry for a date (a public holiday) replaces that weekday's hours.
 * Pure: the caller passes the hours, the moment and the location's time zone.
 */
import { addDays, formatClock, formatClock24, localClock, weekdayOf } from "@/domain/locations/local-clock";
import { hoursOnDate, type SpecialHours, type WeeklyHours } from "@/domain/locations/opening-hours";

type SlotRequest = {
  weekly: readonly WeeklyHours[];
  special: readonly SpecialHours[];
  now: Date;
  timeZone: string;
  /** How many days ahead, today included. */
  days?: number;
  stepMinutes?: number;
  /** The earliest slot is this far after now, so the dealer can prepare the car. */
  noticeMinutes?: number;
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A slot's wording, "Thu 3 Dec, 8:30 am", from its value "2026-12-03T08:30": worked out where the form is drawn,
 * so a vehicle page sends each of its week of slots once, as the value.
 */
export function testDriveSlotLabel(slot: string): string {
  const [date = "", clock = ""] = slot.split("T");
  const [, month, day] = date.split("-").map(Number);
  const [hour, minute] = clock.split(":").map(Number);
  return `${WEEKDAYS[weekdayOf(date)]} ${day} ${MONTHS[month! - 1]}, ${formatClock(hour! * 60 + minute!)}`;
}

/** Slot starts ("2026-12-03T08:30", local time) from opening time, each a full step before closing, none sooner than the notice period. */
export function testDriveSlots({ weekly, special, now, timeZone, days = 7, stepMinutes = 60, noticeMinutes = 120 }: SlotRequest): string[] {
  const local = localClock(now, timeZone);
  const slots: string[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(local.date, offset);
    const { span } = hoursOnDate(date, weekly, special);
    if (!span) continue;
    const earliest = offset === 0 ? local.minute + noticeMinutes : 0;
    for (let minute = span.open; minute + stepMinutes <= span.close; minute += stepMinutes) {
      if (minute < earliest) continue;
      slots.push(`${date}T${formatClock24(minute)}`);
    }
  }
  return slots;
}
