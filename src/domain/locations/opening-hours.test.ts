import { describe, expect, it } from "vitest";
import { hoursOnDate, weeklyHoursLines, type WeeklyHours } from "./opening-hours";

const open = (weekday: number, from: string, to: string): WeeklyHours => ({ weekday, status: "Open", open: from, close: to });
const closed = (weekday: number): WeeklyHours => ({ weekday, status: "Closed", open: null, close: null });
const weekdays = (from: string, to: string) => [1, 2, 3, 4, 5].map((d) => open(d, from, to));

describe("weeklyHoursLines (spec 001 §9: 'Mon-Fri hours collapse into one line when all five days are identical')", () => {
  it.each<[string, WeeklyHours[], { days: string; hours: string }[]]>([
    [
      "five identical weekdays collapse into one line",
      [...weekdays("08:30", "17:30"), open(6, "08:00", "12:00"), closed(0)],
      [{ days: "Monday – Friday", hours: "8:30 am – 5:30 pm" }, { days: "Saturday", hours: "8:00 am – 12:00 pm" }, { days: "Sunday", hours: "Closed" }],
    ],
    [
      "one different weekday keeps all five lines",
      [...weekdays("08:30", "17:30").map((d) => (d.weekday === 4 ? open(4, "08:30", "20:00") : d)), closed(6), closed(0)],
      [
        { days: "Monday", hours: "8:30 am – 5:30 pm" }, { days: "Tuesday", hours: "8:30 am – 5:30 pm" }, { days: "Wednesday", hours: "8:30 am – 5:30 pm" },
        { days: "Thursday", hours: "8:30 am – 8:00 pm" }, { days: "Friday", hours: "8:30 am – 5:30 pm" }, { days: "Saturday", hours: "Closed" }, { days: "Sunday", hours: "Closed" },
      ],
    ],
    [
      // Spec 001 §8: "Missing hours display 'Closed'".
      "missing days, an Open day without times and a day closing before it opens read 'Closed'",
      [open(1, "08:00", "17:00"), open(2, "08:00", "17:00"), { weekday: 3, status: "Open", open: "08:00", close: null }, open(4, "17:00", "08:00")],
      [
        { days: "Monday", hours: "8:00 am – 5:00 pm" }, { days: "Tuesday", hours: "8:00 am – 5:00 pm" }, { days: "Wednesday", hours: "Closed" },
        { days: "Thursday", hours: "Closed" }, { days: "Friday", hours: "Closed" }, { days: "Saturday", hours: "Closed" }, { days: "Sunday", hours: "Closed" },
      ],
    ],
    [
      "no hours at all: closed every day, weekdays in one line",
      [],
      [{ days: "Monday – Friday", hours: "Closed" }, { days: "Saturday", hours: "Closed" }, { days: "Sunday", hours: "Closed" }],
    ],
  ])("%s", (_, weekly, expected) => expect(weeklyHoursLines(weekly).map(({ days, hours }) => ({ days, hours }))).toEqual(expected));

  it("marks the line holding today", () => {
    const weekly = [...weekdays("09:00", "17:00"), open(6, "09:00", "12:00")];
    expect(weeklyHoursLines(weekly, 3).map((l) => l.today)).toEqual([true, false, false]);
    expect(weeklyHoursLines(weekly, 6).map((l) => l.today)).toEqual([false, true, false]);
    expect(weeklyHoursLines(weekly).some((l) => l.today)).toBe(false);
  });
});

describe("hoursOnDate (special hours replace the weekday's)", () => {
  const weekly = [...weekdays("08:30", "17:30"), closed(0), closed(6)];
  it.each([
    ["an ordinary Thursday", "2025-12-18", { open: 510, close: 1050 }, null],
    ["Christmas Day, closed", "2025-12-25", null, "Christmas Day"],
    ["Boxing Day, short hours", "2025-12-26", { open: 540, close: 780 }, "Boxing Day"],
    ["a Sunday", "2025-12-21", null, null],
  ])("%s", (_, date, span, special) => {
    const result = hoursOnDate(date, weekly, [
      { date: "2025-12-25", name: "Christmas Day", status: "Closed", startHour: null, endHour: null },
      { date: "2025-12-26", name: "Boxing Day", status: "Open", startHour: "09:00", endHour: "13:00" },
    ]);
    expect(result.span).toEqual(span);
    expect(result.special?.name ?? null).toBe(special);
  });
});
