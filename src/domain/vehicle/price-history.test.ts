import { describe, expect, it } from "vitest";
import { listedAgoText, vehiclePriceHistory } from "./price-history";

const NOW = new Date("2026-12-03T08:00:00Z");

describe("listedAgoText", () => {
  it.each([[0, "Listed today"], [1, "Listed 1 day ago"], [23, "Listed 23 days ago"]])("%i → %s", (days, text) => {
    expect(listedAgoText(days)).toBe(text);
  });
});

describe("vehiclePriceHistory", () => {
  it("lists the changes oldest first, leaving out those to or from no price", () => {
    const changes = [
      { oldPrice: 34_990, newPrice: 32_990, changedAt: new Date("2026-11-12T03:00:00Z") },
      { oldPrice: 32_990, newPrice: 0, changedAt: new Date("2026-11-20T03:00:00Z") },
      { oldPrice: 0, newPrice: 31_990, changedAt: new Date("2026-11-21T03:00:00Z") },
      { oldPrice: 31_990, newPrice: 30_990, changedAt: new Date("2026-12-01T03:00:00Z") },
    ];
    expect(vehiclePriceHistory(new Date("2026-11-10T00:00:00Z"), changes, NOW, "Australia/Melbourne")).toEqual({
      listed: "Listed 23 days ago",
      changes: ["$34,990 → $32,990 on 12 Nov", "$31,990 → $30,990 on 1 Dec"],
    });
  });

  it("says only how long a car without changes has been listed", () => {
    expect(vehiclePriceHistory(new Date("2026-12-03T01:00:00Z"), [], NOW, "Australia/Melbourne")).toEqual({ listed: "Listed today", changes: [] });
  });
});
