import { describe, expect, it } from "vitest";
import { lastDays, rollupDays } from "./figures-days";

describe("the figures' days, on Brisbane's clock (UTC+10, no daylight saving)", () => {
  it.each([
    ["mid-morning in Brisbane", "2026-12-04T00:30:00Z", { from: "2026-12-03", to: "2026-12-04" }],
    ["just before Brisbane's midnight", "2026-12-04T13:59:00Z", { from: "2026-12-03", to: "2026-12-04" }],
    ["just after it", "2026-12-04T14:01:00Z", { from: "2026-12-04", to: "2026-12-05" }],
    ["across a month", "2026-12-01T02:00:00Z", { from: "2026-11-30", to: "2026-12-01" }],
  ])("rollupDays %s", (_case, now, days) => expect(rollupDays(new Date(now))).toEqual(days));

  it("lastDays: the days ending today, oldest first", () => {
    expect(lastDays(new Date("2026-12-02T01:00:00Z"), 3)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(lastDays(new Date("2026-12-02T01:00:00Z"), 30)).toHaveLength(30);
  });
});
