import { describe, expect, it } from "vitest";
import { addDays, formatClock, formatClock24, localClock, minutesOf, weekdayOf } from "./local-clock";

describe("localClock (an instant on a location's wall clock)", () => {
  it.each([
    // Sydney's daylight saving starts 02:00 on Sunday 5 Oct 2025 (16:00 UTC the day before): UTC+10 before, UTC+11 after.
    ["2025-10-04T15:30:00Z", "Australia/Sydney", { date: "2025-10-05", weekday: 0, minute: 90 }],
    ["2025-10-04T16:30:00Z", "Australia/Sydney", { date: "2025-10-05", weekday: 0, minute: 210 }],
    // Brisbane keeps UTC+10 all year.
    ["2025-10-04T16:30:00Z", "Australia/Brisbane", { date: "2025-10-05", weekday: 0, minute: 150 }],
    // Perth is UTC+8: still Sunday evening when Sydney is into Monday.
    ["2025-11-23T14:30:00Z", "Australia/Perth", { date: "2025-11-23", weekday: 0, minute: 22 * 60 + 30 }],
    ["2025-11-23T14:30:00Z", "Australia/Sydney", { date: "2025-11-24", weekday: 1, minute: 90 }],
    // Adelaide's half hour, in daylight saving (UTC+10:30).
    ["2025-12-31T13:30:00Z", "Australia/Adelaide", { date: "2026-01-01", weekday: 4, minute: 0 }],
  ])("%s in %s", (instant, zone, expected) => expect(localClock(new Date(instant), zone)).toEqual(expected));
});

describe("clock texts and dates", () => {
  it.each([["08:30", 510], ["8:30", 510], ["17:00:00", 1020], ["00:00", 0], ["24:00", 1440], ["", null], [null, null], ["25:00", null], ["9.30", null], ["12:60", null]])(
    "minutesOf(%j) = %j",
    (time, minutes) => expect(minutesOf(time)).toBe(minutes),
  );
  it.each([[510, "8:30 am"], [720, "12:00 pm"], [0, "12:00 am"], [1050, "5:30 pm"], [1440, "12:00 am"]])("formatClock(%i) = %s", (minute, text) => expect(formatClock(minute)).toBe(text));
  it.each([[510, "08:30"], [1050, "17:30"]])("formatClock24(%i) = %s", (minute, text) => expect(formatClock24(minute)).toBe(text));
  it("adds days across months and years, and reads weekdays", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(weekdayOf("2025-12-25")).toBe(4);
  });
});
