import { describe, expect, it } from "vitest";
import { dateOfDay, dayText } from "./day-text";

describe("dayText", () => {
  it.each([
    ["2026-12-05", { day: "numeric", month: "short" }, "5 Dec"],
    ["2026-12-05", { day: "numeric", month: "long" }, "5 December"],
    ["2026-12-05", { weekday: "short" }, "Sat"],
  ] as const)("%s %j → %s", (day, parts, text) => expect(dayText(day, parts)).toBe(text));

  it("reads a Date on UTC: the chart's axis", () => expect(dayText(dateOfDay("2026-01-01"), { day: "numeric", month: "short" })).toBe("1 Jan"));
});
