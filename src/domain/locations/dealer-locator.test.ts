import { describe, expect, it } from "vitest";
import { POSTCODE_FORMAT } from "@/domain/delivery/delivery-estimate";
import { formatDistance, locatorEntries, nearestFirst, parseDealerLocatorQuery, POSTCODE_NOT_FOUND, resolveLocatorSearch, SUBURB_NOT_FOUND, suburbFinder, suburbName, type SuburbRow } from "./dealer-locator";

const POINTS: Record<string, { lat: number; lng: number }> = {
  "4000": { lat: -27.47, lng: 153.02 },
  "3121": { lat: -37.82, lng: 145.0 },
  "2753": { lat: -33.6, lng: 150.75 },
  "4127": { lat: -27.61, lng: 153.13 },
};
const SUBURBS: SuburbRow[] = [
  ["BRISBANE CITY", "QLD", "4000"], ["RICHMOND", "VIC", "3121"], ["RICHMOND", "NSW", "2753"], ["SPRINGWOOD", "QLD", "4127"],
  ["SPRINGWOOD", "QLD", "4127"], ["RICHMOND EAST", "VIC", "3121"],
];
const lookups = { postcodePoint: (postcode: string) => POINTS[postcode] ?? null, findSuburbs: suburbFinder(SUBURBS) };

describe("the dealer locator's search: by postcode or suburb (spec 000 §2 /dealer-locator)", () => {
  it.each([
    ["", { kind: "none" }],
    ["   ", { kind: "none" }],
    ["4000", { kind: "origin", origin: { label: "4000", point: POINTS["4000"] } }],
    ["40 00", { kind: "origin", origin: { label: "4000", point: POINTS["4000"] } }],
    ["400", { kind: "error", message: POSTCODE_FORMAT }],
    ["40001", { kind: "error", message: POSTCODE_FORMAT }],
    ["9999", { kind: "error", message: POSTCODE_NOT_FOUND }],
    ["springwood", { kind: "origin", origin: { label: "Springwood QLD 4127", point: POINTS["4127"] } }],
    ["  Brisbane   City ", { kind: "origin", origin: { label: "Brisbane City QLD 4000", point: POINTS["4000"] } }],
    ["Richmond, VIC", { kind: "origin", origin: { label: "Richmond VIC 3121", point: POINTS["3121"] } }],
    ["Richmond NSW 2753", { kind: "origin", origin: { label: "Richmond NSW 2753", point: POINTS["2753"] } }],
    ["Richmond", { kind: "choices", choices: [{ label: "Richmond VIC 3121", near: "Richmond VIC 3121" }, { label: "Richmond NSW 2753", near: "Richmond NSW 2753" }] }],
    ["Richmond QLD", { kind: "error", message: SUBURB_NOT_FOUND }],
    ["Atlantis", { kind: "error", message: SUBURB_NOT_FOUND }],
  ])("reads %j", (near, expected) => {
    expect(resolveLocatorSearch(near, lookups)).toEqual(expected);
  });

  it("quotes the specification's postcode messages", () => {
    expect(POSTCODE_NOT_FOUND).toBe("Invalid postcode");
    expect(POSTCODE_FORMAT).toBe("Invalid postcode. Please enter a 4-digit number.");
  });

  it.each([
    ["MCMAHONS POINT", "Mcmahons Point"],
    ["ST KILDA-EAST", "St Kilda-East"],
    ["BRISBANE CITY", "Brisbane City"],
  ])("names %s as %s", (capitals, name) => expect(suburbName(capitals)).toBe(name));
});

describe("nearestFirst", () => {
  const place = (name: string, point: { lat: number; lng: number } | null) => ({ name, point });
  it.each([
    ["nearest first from Brisbane", POINTS["4000"]!, ["Brisbane", "Springwood", "Richmond NSW", "Richmond VIC", "No map pin A", "No map pin B"]],
    ["nearest first from Melbourne", POINTS["3121"]!, ["Richmond VIC", "Richmond NSW", "Springwood", "Brisbane", "No map pin A", "No map pin B"]],
  ])("%s, places without a point last in their own order", (_case, origin, expected) => {
    const places = [place("No map pin A", null), place("Richmond VIC", POINTS["3121"]!), place("Springwood", POINTS["4127"]!), place("No map pin B", null), place("Brisbane", POINTS["4000"]!), place("Richmond NSW", POINTS["2753"]!)];
    expect(nearestFirst(places, origin).map((p) => p.name)).toEqual(expected);
  });

  it("gives each place its distance, none without a point", () => {
    const [brisbane, springwood, nowhere] = nearestFirst([place("Springwood", POINTS["4127"]!), place("Nowhere", null), place("Brisbane", POINTS["4000"]!)], POINTS["4000"]!);
    expect(brisbane!.distanceKm).toBe(0);
    expect(Math.round(springwood!.distanceKm!)).toBe(19);
    expect(nowhere!.distanceKm).toBeNull();
  });
});

describe("formatDistance", () => {
  it.each([[0, "0 m"], [0.26, "260 m"], [1, "1.0 km"], [3.44, "3.4 km"], [9.96, "10 km"], [10, "10 km"], [27.4, "27 km"]])("%f km → %s", (km, text) => expect(formatDistance(km)).toBe(text));
});

describe("parseDealerLocatorQuery", () => {
  it.each([
    [{}, { near: "", openNow: false }],
    [{ near: " 4000 ", open: "1" }, { near: "4000", openNow: true }],
    [{ near: ["Richmond", "x"], open: "yes" }, { near: "Richmond", openNow: false }],
    [{ near: "x".repeat(61) }, { near: "", openNow: false }],
  ])("reads %j", (raw, expected) => expect(parseDealerLocatorQuery(raw)).toEqual(expected));
});

describe("locatorEntries: nearest first, and the open-now choice", () => {
  const open = { isOpen: true };
  const closed = { isOpen: false };
  const places = [
    { name: "Richmond VIC", point: POINTS["3121"]!, status: open },
    { name: "Springwood", point: POINTS["4127"]!, status: closed },
    { name: "Brisbane", point: POINTS["4000"]!, status: open },
    { name: "No hours", point: POINTS["2753"]!, status: null },
  ];
  const fromBrisbane = { kind: "origin", origin: { label: "4000", point: POINTS["4000"]! } } as const;
  it.each([
    ["no search: the site's order", { kind: "none" } as const, false, ["Richmond VIC", "Springwood", "Brisbane", "No hours"]],
    ["no search, open now: open ones only", { kind: "none" } as const, true, ["Richmond VIC", "Brisbane"]],
    ["a place: nearest first", fromBrisbane, false, ["Brisbane", "Springwood", "No hours", "Richmond VIC"]],
    ["a place, open now: nearest open first; no hours is not open", fromBrisbane, true, ["Brisbane", "Richmond VIC"]],
    ["a search that failed: the site's order", { kind: "error", message: SUBURB_NOT_FOUND } as const, false, ["Richmond VIC", "Springwood", "Brisbane", "No hours"]],
  ])("%s", (_case, search, openNow, expected) => {
    expect(locatorEntries(places, search, openNow).map((p) => p.name)).toEqual(expected);
  });
});
