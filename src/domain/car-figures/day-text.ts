/** A figures day (yyyy-mm-dd) as the moment its UTC midnight: charts place days on a UTC axis. */
export const dateOfDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** A figures day in words, read on UTC so the calendar date never moves: "5 Dec", "5 December", "Sat". */
export function dayText(day: string | Date, parts: Intl.DateTimeFormatOptions): string {
  return (typeof day === "string" ? dateOfDay(day) : day).toLocaleDateString("en-AU", { ...parts, timeZone: "UTC" });
}
