import { describe, expect, it } from "vitest";
import { cardTag, isJustArrived, type CardTag, type CardTagCar, type CardTagOptions } from "./card-tag";

const now = new Date("2026-11-20T00:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const car = (overrides: Partial<CardTagCar> = {}): CardTagCar => ({
  fuel: "Petrol", status: "in_stock", reserved: false, certified: false, make: "Mazda", tag: null, createdAt: daysAgo(30), ...overrides,
});
const site: CardTagOptions = { showFuelTags: true, certifiedFeature: true, soldTagText: "JUST SOLD", justArrivedDays: 8, now };

// Spec 000 §4: "Card tag priority: electric/hybrid/PHEV fuel tag (where enabled); RESERVED; certified used Toyota
// logo; custom tag; COMING SOON; just-arrived tag; otherwise blank. Out of stock shows a sold tag (default JUST SOLD).
// Just-arrived means created within a configured number of days (default 8)."
describe("cardTag", () => {
  const everything = { fuel: "Hybrid", reserved: true, certified: true, make: "Toyota", tag: "Test Drive Only", status: "coming_soon" as const, createdAt: daysAgo(1) };
  const cases: [string, CardTagCar, CardTagOptions, CardTag | null][] = [
    ["'otherwise blank'", car(), site, null],
    ["'electric … fuel tag'", car({ fuel: "Electric" }), site, { kind: "fuel", text: "Electric" }],
    ["'hybrid … fuel tag'", car({ fuel: "Hybrid" }), site, { kind: "fuel", text: "Hybrid" }],
    ["'PHEV fuel tag'", car({ fuel: "Plug-in Hybrid" }), site, { kind: "fuel", text: "Plug-in Hybrid" }],
    ["no fuel tag for diesel", car({ fuel: "Diesel" }), site, null],
    ["fuel tag first of all in-stock tags", car(everything), site, { kind: "fuel", text: "Hybrid" }],
    ["'(where enabled)': fuel tags off falls through to RESERVED", car(everything), { ...site, showFuelTags: false }, { kind: "reserved" }],
    ["RESERVED before the certified logo", car({ ...everything, fuel: "Petrol" }), site, { kind: "reserved" }],
    ["'certified used Toyota logo' before the custom tag", car({ ...everything, fuel: "Petrol", reserved: false }), site, { kind: "certified" }],
    ["no certified logo for another make", car({ certified: true, make: "Mazda" }), site, null],
    ["no certified logo when the feature is off", car({ certified: true, make: "Toyota" }), { ...site, certifiedFeature: false }, null],
    ["custom tag before COMING SOON", car({ tag: " Test Drive Only ", status: "coming_soon" }), site, { kind: "custom", text: "Test Drive Only" }],
    ["a blank custom tag is no tag", car({ tag: "  " }), site, null],
    ["COMING SOON before just arrived", car({ status: "coming_soon", createdAt: daysAgo(1) }), site, { kind: "coming-soon" }],
    ["just arrived", car({ createdAt: daysAgo(7.9) }), site, { kind: "just-arrived" }],
    ["8 days old is no longer just arrived", car({ createdAt: daysAgo(8) }), site, null],
    ["'Out of stock shows a sold tag (default JUST SOLD)'", car({ status: "sold" }), site, { kind: "sold", text: "JUST SOLD" }],
    ["status others is out of stock too", car({ status: "others" }), site, { kind: "sold", text: "JUST SOLD" }],
    ["the sold tag outranks every in-stock tag", car({ ...everything, status: "sold" }), site, { kind: "sold", text: "JUST SOLD" }],
    ["the site's own sold text", car({ status: "sold" }), { ...site, soldTagText: "SOLD" }, { kind: "sold", text: "SOLD" }],
  ];
  it.each(cases)("%s", (_, input, options, expected) => expect(cardTag(input, options)).toEqual(expected));
});

describe("isJustArrived — 'created within a configured number of days (default 8)'", () => {
  it.each<[string, Date, number, boolean]>([
    ["created today", daysAgo(0), 8, true],
    ["a feed clock slightly ahead", new Date(now.getTime() + 60_000), 8, true],
    ["just under the window", daysAgo(2.99), 3, true],
    ["at the window's end", daysAgo(3), 3, false],
    ["a window of 0 days turns the tag off", daysAgo(0), 0, false],
  ])("%s", (_, createdAt, days, expected) => expect(isJustArrived(createdAt, days, now)).toBe(expected));
});
