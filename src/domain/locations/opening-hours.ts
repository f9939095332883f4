import { formatClock, minutesOf, weekdayOf } from "./local-clock";

/** Spec 001 §2: the opening-hours table has "a selector for sales, service or parts type". */
export const DEPARTMENTS = ["sales", "service", "parts"] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const DEPARTMENT_LABELS: Readonly<Record<Department, string>> = { sales: "Sales", service: "Service", parts: "Parts" };

/** Spec 001 §3 'Opening hour entry': weekday 0 Sunday … 6 Saturday, status Open or Closed, local 'HH:MM' times. */
export type WeeklyHours = { weekday: number; status: string; open: string | null; close: string | null };
/** Spec 001 §3 'Special hours': one date's hours (a public holiday), replacing that weekday's for every department. */
export type SpecialHours = { date: string; name?: string | null; status: string; startHour: string | null; endHour: string | null };
/** Minutes after local midnight. */
export type OpenSpan = { open: number; close: number };
export type DayHours = { span: OpenSpan | null; special: SpecialHours | null };

/** Open with both times and closing after opening; anything else (Closed, a time missing) is closed. */
function openSpan(status: string, open: string | null, close: string | null): OpenSpan | null {
  const [from, to] = [minutesOf(open), minutesOf(close)];
  return status === "Open" && from !== null && to !== null && to > from ? { open: from, close: to } : null;
}

const weekdaySpan = (weekly: readonly WeeklyHours[], weekday: number) => {
  const entry = weekly.find((w) => w.weekday === weekday);
  return entry ? openSpan(entry.status, entry.open, entry.close) : null;
};

/** A local date's hours: its special hours when it has any, else its weekday's. */
export function hoursOnDate(date: string, weekly: readonly WeeklyHours[], special: readonly SpecialHours[]): DayHours {
  const override = special.find((s) => s.date === date);
  if (override) return { span: openSpan(override.status, override.startHour, override.endHour), special: override };
  return { span: weekdaySpan(weekly, weekdayOf(date)), special: null };
}

/** '8:30 am – 5:30 pm'; spec 001 §8: "Missing hours display 'Closed'". */
export function spanText(span: OpenSpan | null): string {
  return span ? `${formatClock(span.open)} – ${formatClock(span.close)}` : "Closed";
}

export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

export type HoursLine = { days: string; hours: string; today: boolean };

/**
 * The week as table lines, Monday first. Spec 001 §9: "Mon-Fri hours collapse into one line when all five
 * days are identical"; §8: "Missing hours display 'Closed'". `today` marks the line holding the given weekday.
 */
export function weeklyHoursLines(weekly: readonly WeeklyHours[], todayWeekday?: number): HoursLine[] {
  const line = (weekday: number): HoursLine => ({ days: DAY_NAMES[weekday]!, hours: spanText(weekdaySpan(weekly, weekday)), today: weekday === todayWeekday });
  const weekdays = MONDAY_TO_FRIDAY.map(line);
  const collapsed = weekdays.every((day) => day.hours === weekdays[0]!.hours);
  return [
    ...(collapsed ? [{ days: "Monday – Friday", hours: weekdays[0]!.hours, today: todayWeekday !== undefined && MONDAY_TO_FRIDAY.includes(todayWeekday) }] : weekdays),
    line(6),
    line(0),
  ];
}
