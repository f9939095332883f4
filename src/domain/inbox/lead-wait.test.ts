import { describe, expect, it } from "vitest";
import { durationText, leadWait } from "./lead-wait";

// Issue 33: "Each row shows how long the lead has waited for its first answer."
describe("durationText", () => {
  const cases: [number, string][] = [
    [0, "under a minute"], [59_999, "under a minute"], [60_000, "1 min"], [59 * 60_000, "59 min"],
    [60 * 60_000, "1 h"], [61 * 60_000, "1 h 1 min"], [23 * 3_600_000 + 59 * 60_000, "23 h 59 min"],
    [24 * 3_600_000, "1 day"], [3 * 86_400_000 + 5, "3 days"], [-5_000, "under a minute"],
  ];
  it.each(cases)("%i ms: %s", (ms, text) => expect(durationText(ms)).toBe(text));
});

describe("leadWait", () => {
  const received = new Date("2026-12-02T01:00:00Z");
  it("counts the wait up to now while unanswered", () => {
    expect(leadWait(received, null, new Date("2026-12-02T01:12:30Z"))).toEqual({ answered: false, text: "Waiting 12 min" });
  });
  it("says how long the first answer took once answered, whatever the time now", () => {
    expect(leadWait(received, new Date("2026-12-02T01:05:00Z"), new Date("2026-12-09T00:00:00Z"))).toEqual({ answered: true, text: "Answered in 5 min" });
  });
});
