import { describe, expect, it } from "vitest";
import { stockActivityDays, stockActivityText } from "./stock-activity";

describe("stockActivityText", () => {
  it.each([
    [{ views: 0, saves: 0, leads: 0 }, "0 views · 0 saves · 0 leads"],
    [{ views: 1, saves: 1, leads: 1 }, "1 view · 1 save · 1 lead"],
    [{ views: 1234, saves: 2, leads: 3 }, "1,234 views · 2 saves · 3 leads"],
  ])("%o → %s", (activity, text) => {
    expect(stockActivityText(activity)).toBe(text);
  });
});

describe("stockActivityDays", () => {
  it.each([
    // 09:00 in Brisbane (UTC+10, no daylight saving) on 4 Dec.
    ["2026-12-03T23:00:00Z", { from7: "2026-11-28", from30: "2026-11-05", to: "2026-12-04" }],
    // 23:30 UTC on 31 Dec is already 1 Jan in Brisbane.
    ["2026-12-31T23:30:00Z", { from7: "2026-12-26", from30: "2026-12-03", to: "2027-01-01" }],
  ])("%s → the last 7 and 30 days, today included", (now, days) => {
    expect(stockActivityDays(new Date(now))).toEqual(days);
  });
});
