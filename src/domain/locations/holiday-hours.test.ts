import { describe, expect, it } from "vitest";
import { upcomingHolidayHours } from "./holiday-hours";

describe("upcomingHolidayHours (spec 001 §2: holiday hours dialog fed from special hours)", () => {
  const special = [
    { date: "2026-01-01", name: "New Year's Day", status: "Closed", startHour: null, endHour: null },
    { date: "2025-12-26", name: "Boxing Day", status: "Open", startHour: "09:00", endHour: "13:00" },
    { date: "2025-12-25", name: "Christmas Day", status: "Closed", startHour: null, endHour: null },
    { date: "2025-11-04", name: null, status: "Open", startHour: "12:00", endHour: null },
  ];

  it("lists today's and later entries in date order, closed or with their hours", () => {
    expect(upcomingHolidayHours(special, "2025-12-25")).toEqual([
      { date: "2025-12-25", dateText: "Thursday 25 December 2025", name: "Christmas Day", hours: "Closed" },
      { date: "2025-12-26", dateText: "Friday 26 December 2025", name: "Boxing Day", hours: "9:00 am – 1:00 pm" },
      { date: "2026-01-01", dateText: "Thursday 1 January 2026", name: "New Year's Day", hours: "Closed" },
    ]);
  });

  it("names an unnamed entry and reads missing hours as 'Closed' (spec 001 §8)", () => {
    expect(upcomingHolidayHours(special, "2025-11-01")[0]).toEqual({ date: "2025-11-04", dateText: "Tuesday 4 November 2025", name: "Special hours", hours: "Closed" });
  });

  it("is empty when nothing is coming up", () => expect(upcomingHolidayHours(special, "2026-01-02")).toEqual([]));
});
