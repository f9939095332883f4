import { describe, expect, it } from "vitest";
import { handPriceLine, priceChangeLine, shortDate } from "./price-history-text";

const NOW = new Date("2026-12-03T08:00:00Z");
const SYDNEY = "Australia/Sydney";

describe("shortDate", () => {
  it.each([
    { at: "2026-11-12T03:00:00Z", zone: SYDNEY, text: "12 Nov" },
    { at: "2026-12-01T14:00:00Z", zone: SYDNEY, text: "2 Dec" }, // past midnight in Sydney
    { at: "2026-12-01T14:00:00Z", zone: "Australia/Perth", text: "1 Dec" },
    { at: "2025-12-24T03:00:00Z", zone: SYDNEY, text: "24 Dec 2025" },
  ])("$at in $zone → $text", ({ at, zone, text }) => {
    expect(shortDate(new Date(at), NOW, zone)).toBe(text);
  });
});

describe("the price history's words", () => {
  it.each([
    { change: { oldPrice: 34_990, newPrice: 32_990 }, text: "$34,990 → $32,990 on 12 Nov" },
    { change: { oldPrice: 0, newPrice: 29_990 }, text: "Enquire for price → $29,990 on 12 Nov" },
  ])("$text", ({ change, text }) => {
    expect(priceChangeLine({ ...change, changedAt: new Date("2026-11-12T03:00:00Z") }, NOW, SYDNEY)).toBe(text);
  });

  it("names who set a hand price, and the feed's price it stands against", () => {
    const hold = { feedPrice: 34_990, setAt: new Date("2026-12-02T01:00:00Z") };
    expect(handPriceLine({ ...hold, staffName: "Mia Manager" }, NOW, SYDNEY)).toBe("Price set by hand on 2 Dec by Mia Manager; the feed's $34,990 is not applied until the feed's price changes.");
    expect(handPriceLine({ ...hold, staffName: null }, NOW, SYDNEY)).toBe("Price set by hand on 2 Dec; the feed's $34,990 is not applied until the feed's price changes.");
  });
});
