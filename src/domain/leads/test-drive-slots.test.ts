import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "@/domain/locations/opening-hours";
import { timeZoneOfState } from "@/domain/locations/time-zone";
import { testDriveSlotLabel, testDriveSlots } from "./test-drive-slots";

const weekdays: WeeklyHours[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 ? { weekday, status: "Closed", open: null, close: null } : { weekday, status: "Open", open: "09:00", close: "12:00" },
);
// Monday 24 Nov 2025, 08:00 in Brisbane (UTC+10).
const mondayMorning = new Date("2025-11-23T22:00:00Z");

describe("testDriveSlots (issue 6: slots inside the location's opening hours and special hours)", () => {
  it("offers hourly starts that end by closing time, from today's opening", () => {
    const slots = testDriveSlots({ weekly: weekdays, special: [], now: mondayMorning, timeZone: "Australia/Brisbane", days: 1, noticeMinutes: 0 });
    expect(slots).toEqual(["2025-11-24T09:00", "2025-11-24T10:00", "2025-11-24T11:00"]);
  });

  it("leaves out today's starts sooner than the notice period", () => {
    const slots = testDriveSlots({ weekly: weekdays, special: [], now: mondayMorning, timeZone: "Australia/Brisbane", days: 1, noticeMinutes: 120 });
    expect(slots).toEqual(["2025-11-24T10:00", "2025-11-24T11:00"]);
  });

  it("skips closed weekdays and a special-hours holiday, and uses a special day's short hours", () => {
    const special = [
      { date: "2025-11-25", status: "Closed", startHour: null, endHour: null },
      { date: "2025-11-26", status: "Open", startHour: "10:00", endHour: "11:00" },
    ];
    const slots = testDriveSlots({ weekly: weekdays, special, now: new Date("2025-11-23T00:00:00Z"), timeZone: "Australia/Brisbane", days: 4, noticeMinutes: 0 });
    expect(slots).toEqual(["2025-11-24T09:00", "2025-11-24T10:00", "2025-11-24T11:00", "2025-11-26T10:00"]);
  });

  it("reads the date in the location's time zone, not the server's", () => {
    // 14:30 UTC on Sunday is Monday 01:30 in Sydney (UTC+11 in summer) but still Sunday 22:30 in Perth.
    const now = new Date("2025-11-23T14:30:00Z");
    expect(testDriveSlots({ weekly: weekdays, special: [], now, timeZone: timeZoneOfState("NSW"), days: 1, noticeMinutes: 0 })).toEqual(["2025-11-24T09:00", "2025-11-24T10:00", "2025-11-24T11:00"]);
    expect(testDriveSlots({ weekly: weekdays, special: [], now, timeZone: timeZoneOfState("WA"), days: 1, noticeMinutes: 0 })).toEqual([]);
  });
});

describe("testDriveSlotLabel (the wording of a slot's value)", () => {
  it.each([
    ["2025-11-24T09:00", "Mon 24 Nov, 9:00 am"],
    ["2025-11-24T12:30", "Mon 24 Nov, 12:30 pm"],
    ["2026-12-03T16:30", "Thu 3 Dec, 4:30 pm"],
    ["2027-01-01T00:00", "Fri 1 Jan, 12:00 am"],
  ])("%s reads %s", (slot, label) => {
    expect(testDriveSlotLabel(slot)).toBe(label);
  });
});
