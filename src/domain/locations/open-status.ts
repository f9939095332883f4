import { addDays, formatClock, localClock, weekdayOf } from "./local-clock";
import { DAY_NAMES, hoursOnDate, type SpecialHours, type WeeklyHours } from "./opening-hours";

export type OpenStatus = { isOpen: boolean; label: "Open now" | "Closed now"; detail: string | null };
export type OpenStatusInput = { weekly: readonly WeeklyHours[]; special: readonly SpecialHours[]; now: Date; timeZone: string };

/** How far ahead 'Opens …' looks: a week and a day covers a closed week starting today. */
const LOOK_AHEAD_DAYS = 8;

function nextOpening({ weekly, special }: OpenStatusInput, today: string, minute: number): string | null {
  const todays = hoursOnDate(today, weekly, special).span;
  if (todays && minute < todays.open) return `Opens ${formatClock(todays.open)}`;
  for (let offset = 1; offset <= LOOK_AHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    const span = hoursOnDate(date, weekly, special).span;
    if (span) return `Opens ${offset === 1 ? "tomorrow" : DAY_NAMES[weekdayOf(date)]} ${formatClock(span.open)}`;
  }
  return null;
}

/**
 * Spec 001 §2 "Open now / Closed now" on the location's own clock (its time zone, daylight saving included),
 * with special hours (spec 001 §3) replacing the weekday's: a holiday closes the day or changes its hours.
 * The detail says when it closes, or when it next opens within a week.
 */
export function openStatus(input: OpenStatusInput): OpenStatus {
  const { date, minute } = localClock(input.now, input.timeZone);
  const { span, special } = hoursOnDate(date, input.weekly, input.special);
  if (span && minute >= span.open && minute < span.close) {
    const reason = special ? ` for ${special.name ?? "special hours"}` : "";
    return { isOpen: true, label: "Open now", detail: `Closes ${formatClock(span.close)}${reason}` };
  }
  const next = nextOpening(input, date, minute);
  const holiday = special && !span ? `Closed for ${special.name ?? "special hours"}` : null;
  const detail = holiday && next ? `${holiday}, ${next.charAt(0).toLowerCase()}${next.slice(1)}` : (holiday ?? next);
  return { isOpen: false, label: "Closed now", detail };
}
