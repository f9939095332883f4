import { describe, expect, it } from "vitest";
import { daysListed, daysListedText, listedForText, parseStockListQuery, stockListHref } from "./stock-list-query";

describe("parseStockListQuery", () => {
  it.each([
    { params: {}, query: { q: "", sort: "listed_longest", dealershipId: null, page: 1 } },
    { params: { q: "  toyota   rav4 ", sort: "price_desc", dealership: "4", page: "3" }, query: { q: "toyota rav4", sort: "price_desc", dealershipId: 4, page: 3 } },
    { params: { q: ["U1001", "x"], sort: "cheapest", dealership: "-1", page: "0" }, query: { q: "U1001", sort: "listed_longest", dealershipId: null, page: 1 } },
    { params: { q: "x".repeat(300), page: "1e9" }, query: { q: "x".repeat(100), sort: "listed_longest", dealershipId: null, page: 10_000 } },
    { params: { dealership: "abc", page: "2.5" }, query: { q: "", sort: "listed_longest", dealershipId: null, page: 1 } },
  ])("$params", ({ params, query }) => {
    expect(parseStockListQuery(params)).toEqual(query);
  });
});

describe("stockListHref", () => {
  const base = parseStockListQuery({ q: "corolla", sort: "price_asc" });
  it.each([
    { changes: {}, href: "/stock?q=corolla&sort=price_asc" },
    { changes: { page: 2 }, href: "/stock?q=corolla&sort=price_asc&page=2" },
    { changes: { q: "", sort: "listed_longest" as const }, href: "/stock" },
    { changes: { dealershipId: 7, q: "a&b" }, href: "/stock?q=a%26b&sort=price_asc&dealership=7" },
  ])("$changes → $href", ({ changes, href }) => {
    expect(stockListHref(base, changes)).toBe(href);
  });
});

describe("daysListed", () => {
  const now = new Date("2026-12-03T08:00:00Z");
  it.each([
    { listed: "2026-12-03T07:00:00Z", days: 0 },
    { listed: "2026-12-02T08:00:00Z", days: 1 },
    { listed: "2026-11-10T09:00:00Z", days: 22 },
    { listed: "2026-12-04T00:00:00Z", days: 0 },
  ])("$listed → $days", ({ listed, days }) => {
    expect(daysListed(new Date(listed), now)).toBe(days);
  });
});

describe("days listed in words", () => {
  it.each([
    { days: 0, listedFor: "less than a day", text: "Listed today" },
    { days: 1, listedFor: "1 day", text: "Listed 1 day" },
    { days: 23, listedFor: "23 days", text: "Listed 23 days" },
  ])("$days", ({ days, listedFor, text }) => {
    expect(listedForText(days)).toBe(listedFor);
    expect(daysListedText(days)).toBe(text);
  });
});
