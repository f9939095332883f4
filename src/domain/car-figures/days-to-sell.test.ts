import { describe, expect, it } from "vitest";
import { daysOnSale, daysToSell, medianDaysText, medianDaysToSell } from "./days-to-sell";

const listed = new Date("2026-10-01T09:00:00Z");
const soldAfter = (days: number, hours = 0) => ({ listedAt: listed, soldAt: new Date(listed.getTime() + days * 86_400_000 + hours * 3_600_000) });

describe("daysToSell", () => {
  it.each([
    ["sold the day it was listed", soldAfter(0, 5), 0],
    ["23 days and a few hours", soldAfter(23, 7), 23],
    ["sold before it was listed (a feed's bad date)", soldAfter(-3), 0],
  ])("%s: %i", (_case, car, days) => expect(daysToSell(car)).toBe(days));
});

describe("daysOnSale", () => {
  const now = new Date("2026-10-11T10:00:00Z");
  it.each([
    ["in stock: to today", { listedAt: listed, soldAt: null }, 10],
    ["sold: to its sale, however long ago", soldAfter(4), 4],
  ])("%s", (_case, car, days) => expect(daysOnSale(car, now)).toBe(days));
});

describe("medianDaysToSell (issue 34: refuse a median from too few cars)", () => {
  it.each([
    ["no sold cars", [], { median: null, soldCars: 0 }],
    ["four sold cars are too few", [1, 2, 3, 4].map((d) => soldAfter(d)), { median: null, soldCars: 4 }],
    ["five: the middle one", [30, 10, 50, 20, 40].map((d) => soldAfter(d)), { median: 30, soldCars: 5 }],
    ["six: the mean of the middle two, to the day", [10, 20, 31, 40, 50, 60].map((d) => soldAfter(d)), { median: 36, soldCars: 6 }],
  ])("%s", (_case, sold, figure) => expect(medianDaysToSell(sold)).toEqual(figure));
});

describe("medianDaysText", () => {
  it.each([
    [{ median: null, soldCars: 2 }, "Not enough sold cars to compare"],
    [{ median: 1, soldCars: 5 }, "1 day (from 5 sold cars)"],
    [{ median: 23, soldCars: 14 }, "23 days (from 14 sold cars)"],
  ])("%j → %s", (figure, text) => expect(medianDaysText(figure)).toBe(text));
});
