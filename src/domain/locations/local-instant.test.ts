import { describe, expect, it } from "vitest";
import { localClock } from "./local-clock";
import { zonedInstant } from "./local-instant";

describe("zonedInstant (a wall-clock time in a zone → the instant)", () => {
  it.each([
    ["Brisbane keeps UTC+10 all year", "2025-10-06", 510, "Australia/Brisbane", "2025-10-05T22:30:00Z"],
    ["Sydney before daylight saving, UTC+10", "2025-10-03", 510, "Australia/Sydney", "2025-10-02T22:30:00Z"],
    ["Sydney in daylight saving, UTC+11", "2025-10-06", 510, "Australia/Sydney", "2025-10-05T21:30:00Z"],
    ["Adelaide's half hour in daylight saving, UTC+10:30", "2026-01-01", 0, "Australia/Adelaide", "2025-12-31T13:30:00Z"],
    ["a day closing at midnight (minute 1440) ends at the next local midnight", "2025-11-24", 1440, "Australia/Sydney", "2025-11-24T13:00:00Z"],
    ["2:30 am is skipped when Sydney's clocks go forward: it reads as 3:30 am AEDT", "2025-10-05", 150, "Australia/Sydney", "2025-10-04T16:30:00Z"],
    ["2:30 am happens twice when Sydney's clocks go back: the second, AEST, one", "2025-04-06", 150, "Australia/Sydney", "2025-04-05T16:30:00Z"],
  ])("%s", (_, date, minute, zone, instant) => expect(zonedInstant(date, minute, zone).toISOString()).toBe(new Date(instant).toISOString()));

  it.each(["Australia/Sydney", "Australia/Brisbane", "Australia/Perth", "Australia/Adelaide"])("inverts localClock every half hour across Sydney's change of clocks in %s", (zone) => {
    // The week around 5 Oct 2025, when Sydney and Adelaide move forward (no repeated hour in that direction).
    for (let instant = Date.parse("2025-10-02T00:00:00Z"); instant < Date.parse("2025-10-09T00:00:00Z"); instant += 30 * 60_000) {
      const { date, minute } = localClock(new Date(instant), zone);
      expect(zonedInstant(date, minute, zone).getTime()).toBe(instant);
    }
  });

  it("inverts localClock across the end of Sydney's daylight saving, but for the hour that happens twice", () => {
    // 6 Apr 2025: 3:00 am AEDT becomes 2:00 am AEST, so 2:00–2:59 happens twice and reads as its second time.
    for (let instant = Date.parse("2025-04-04T00:00:00Z"); instant < Date.parse("2025-04-08T00:00:00Z"); instant += 30 * 60_000) {
      const { date, minute } = localClock(new Date(instant), "Australia/Sydney");
      if (date === "2025-04-06" && minute >= 120 && minute < 180) continue;
      expect(zonedInstant(date, minute, "Australia/Sydney").getTime()).toBe(instant);
    }
  });
});
