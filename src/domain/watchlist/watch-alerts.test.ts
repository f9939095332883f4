import { describe, expect, it } from "vitest";
import { alertDay, alertOrigin, watchAlertText } from "./watch-alerts";

describe("alertDay — 'one message per car per day' counts days on the site's clock", () => {
  it.each([
    ["2026-11-24T13:59:00Z", "QLD", "2026-11-24"],
    ["2026-11-24T14:00:00Z", "QLD", "2026-11-25"],
    ["2026-11-24T12:59:00Z", "NSW", "2026-11-24"],
    ["2026-11-24T13:00:00Z", "NSW", "2026-11-25"],
    ["2026-11-24T15:59:00Z", "WA", "2026-11-24"],
  ])("%s in %s is %s", (iso, state, day) => {
    expect(alertDay(new Date(iso), state)).toBe(day);
  });
});

describe("alertOrigin — the links go where the shopper saved the car", () => {
  it.each([
    ["http://harbour-toyota.localhost:3000", {}, [], "http://harbour-toyota.localhost:3000"],
    [null, { url: "https://harbourtoyota.com.au/" }, ["harbour.example"], "https://harbourtoyota.com.au"],
    [null, {}, ["harbour.example"], "https://harbour.example"],
    [null, {}, [], null],
  ] as const)("saved on %s → %s", (savedOn, config, domains, origin) => {
    expect(alertOrigin(savedOn, { ...config, domains })).toBe(origin);
  });
});

describe("watchAlertText", () => {
  const base = { siteName: "Harbour Toyota", carName: "2020 Mazda CX-5 Maxx", carPath: "/cars/2020-mazda-cx-5", origin: "https://harbour.example", stopToken: "t".repeat(32) };

  it("a price drop gives both prices, the car and the stop link", () => {
    expect(watchAlertText({ ...base, event: { kind: "price_drop", oldPrice: 29_990, newPrice: 27_490 } })).toBe(
      "Harbour Toyota: price drop on your watchlist. 2020 Mazda CX-5 Maxx is now $27,490 (was $29,990). https://harbour.example/cars/2020-mazda-cx-5\nStop alerts: https://harbour.example/alerts/tttttttttttttttttttttttttttttttt",
    );
  });

  it("a sale points to similar cars, with the stop link", () => {
    expect(watchAlertText({ ...base, event: { kind: "sold", oldPrice: 29_990, newPrice: 29_990 } })).toBe(
      "Harbour Toyota: 2020 Mazda CX-5 Maxx on your watchlist has sold. See similar cars: https://harbour.example/cars/2020-mazda-cx-5#similar-cars\nStop alerts: https://harbour.example/alerts/tttttttttttttttttttttttttttttttt",
    );
  });
});
