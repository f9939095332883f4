import { spanText, hoursOnDate, type SpecialHours } from "./opening-hours";

export type HolidayLine = { date: string; dateText: string; name: string; hours: string };

const dateFormat = new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" });

/**
 * The holiday hours dialog's lines (spec 001 §2 "holiday hours dialog", fed from special hours): today's and
 * later entries in date order, each closed or with its own hours. `today` is the location's local date.
 */
export function upcomingHolidayHours(special: readonly SpecialHours[], today: string): HolidayLine[] {
  return special
    .filter((entry) => entry.date >= today)
    .toSorted((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({
      date: entry.date,
      dateText: dateFormat.format(new Date(`${entry.date}T00:00:00Z`)).replace(",", ""),
      name: entry.name ?? "Special hours",
      hours: spanText(hoursOnDate(entry.date, [], [entry]).span),
    }));
}
