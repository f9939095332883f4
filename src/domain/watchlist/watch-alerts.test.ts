import { describe, expect, it } from "vitest";
import { alertDay, alertOrigin, watchAlertEmail, watchAlertText, type WatchEvent } from "./watch-alerts";

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

  it("a similar car's arrival names the new car, its price and its page, and the watched car it is like", () => {
    expect(watchAlertText({ ...base, carName: "2021 Mazda CX-5 GT", carPath: "/cars/2021-mazda-cx-5-gt", event: { kind: "arrived", price: 31_990, watchedCarName: "2020 Mazda CX-5 Maxx" } })).toBe(
      "Harbour Toyota: a car like the 2020 Mazda CX-5 Maxx on your watchlist has arrived: 2021 Mazda CX-5 GT, $31,990. https://harbour.example/cars/2021-mazda-cx-5-gt\nStop alerts: https://harbour.example/alerts/tttttttttttttttttttttttttttttttt",
    );
  });
});

describe("watchAlertEmail — the same news as the text, with why it came and the stop link", () => {
  const base = { siteName: "Harbour Toyota", carName: "2020 Mazda CX-5 Maxx", carPath: "/cars/2020-mazda-cx-5", origin: "https://harbour.example", stopToken: "t".repeat(32) };
  const why = "You get this e-mail because you saved cars to your watchlist on Harbour Toyota: at most one message a day about each of them.\nStop alerts: https://harbour.example/alerts/tttttttttttttttttttttttttttttttt\n";

  it.each<[WatchEvent, string, string]>([
    [
      { kind: "price_drop", oldPrice: 29_990, newPrice: 27_490 },
      "Price drop on your Harbour Toyota watchlist: 2020 Mazda CX-5 Maxx",
      "Price drop on your watchlist. 2020 Mazda CX-5 Maxx is now $27,490 (was $29,990).\nhttps://harbour.example/cars/2020-mazda-cx-5",
    ],
    [
      { kind: "sold", oldPrice: 29_990, newPrice: 29_990 },
      "Sold from your Harbour Toyota watchlist: 2020 Mazda CX-5 Maxx",
      "2020 Mazda CX-5 Maxx on your watchlist has sold. See similar cars:\nhttps://harbour.example/cars/2020-mazda-cx-5#similar-cars",
    ],
    [
      { kind: "arrived", price: 31_990, watchedCarName: "2019 Mazda CX-5 Touring" },
      "Just arrived at Harbour Toyota: 2020 Mazda CX-5 Maxx",
      "A car like the 2019 Mazda CX-5 Touring on your watchlist has arrived: 2020 Mazda CX-5 Maxx, $31,990.\nhttps://harbour.example/cars/2020-mazda-cx-5",
    ],
  ])("%j", (event, subject, news) => {
    expect(watchAlertEmail({ ...base, event })).toEqual({ subject, text: `${news}\n\n${why}` });
  });
});
