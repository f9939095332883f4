import Papa from "papaparse";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { CAR_STATUSES, CAR_TYPES } from "@/domain/stock/stock-feed-row";
import { GOOGLE_FEED_TAIL, googleFeedHead, isGoogleVehicleAd, renderGoogleItem } from "./google-vehicle-listings";
import { isMetaVehicleAd, META_COLUMNS, metaAutomotiveRow } from "./meta-automotive";
import { GOOGLE_VALUES, META_VALUES } from "./provider-values";
import type { VehicleAd } from "./vehicle-ad";
import { vehicleAd } from "../../../tests/fixtures/vehicle-ad-fixture";

/** What dealers' feeds put in a car's free-text fields (the demo's values, DMS spellings, and the unexpected). */
const BODIES = ["SUV", "Sedan", "Hatch", "Hatchback", "Wagon", "Ute", "Cab Chassis", "Van", "People Mover", "Coupe", "Convertible", "Truck", "Bus", "ute", " SUV ", "toString", "__proto__", null];
const FUELS = ["Petrol", "Diesel", "Electric", "Hybrid", "Plug-in Hybrid", "LPG", "Hydrogen", "petrol", "constructor", null];
const DRIVES = ["FWD", "RWD", "AWD", "4x4", "4WD", "2WD", "4X2", "Part-time 4WD", null];
const TRANSMISSIONS = ["Automatic", "Manual", "CVT", "automatic", null];
const ITEM_TYPES = ["car", "truck", "motorcycle", "caravan", "boat", null];

/** A car for every value of each free-text field, and for every car type and status, certified or not, reserved or not. */
function ads(): VehicleAd[] {
  const variants: Partial<VehicleAd>[] = [
    ...BODIES.map((body) => ({ body })), ...FUELS.map((fuel) => ({ fuel })), ...DRIVES.map((drive) => ({ drive })),
    ...TRANSMISSIONS.map((transmission) => ({ transmission })), ...ITEM_TYPES.map((itemType) => ({ itemType })),
    ...CAR_TYPES.flatMap((carType) => CAR_STATUSES.flatMap((status) => [true, false].flatMap((certified) => [true, false].map((reserved) => ({ carType, status, certified, reserved }))))),
  ];
  return variants.map((variant, i) => vehicleAd({ id: `3-U${i}`, ...variant }));
}

const parseXml = (xml: string) =>
  (new XMLParser({ parseTagValue: false, isArray: (name) => name === "item" }).parse(xml) as { rss: { channel: { item: Record<string, unknown>[] } } }).rss.channel.item;

describe("the vehicle-ads feeds send only values the platforms publish", () => {
  it("Google: body_style, engine, condition, certified_pre-owned, vehicle_fulfillment's option and mileage's unit", () => {
    const included = ads().filter(isGoogleVehicleAd);
    const items = parseXml(googleFeedHead({ name: "Harbour Toyota", url: "https://harbourtoyota.example" }) + included.map(renderGoogleItem).join("") + GOOGLE_FEED_TAIL);
    expect(items.length).toBe(included.length);
    const seen = new Map<string, Set<string>>();
    const check = (attribute: keyof typeof GOOGLE_VALUES, value: unknown) => {
      if (value === undefined) return;
      expect(GOOGLE_VALUES[attribute] as readonly unknown[], `${attribute}: ${String(value)}`).toContain(value);
      seen.set(attribute, (seen.get(attribute) ?? new Set()).add(String(value)));
    };
    for (const item of items) {
      check("body_style", item["g:body_style"]);
      check("engine", item["g:engine"]);
      check("condition", item["g:condition"]);
      check("certified_pre-owned", item["g:certified_pre-owned"]);
      check("vehicle_fulfillment.option", (item["g:vehicle_fulfillment"] as Record<string, unknown>)["g:option"]);
      check("mileage.unit", String(item["g:mileage"]).split(" ")[1]);
    }
    // Each attribute was seen with the values our cars map to, utes as `ute` (issue 30).
    expect([...(seen.get("body_style") ?? [])].sort()).toEqual(["convertible", "coupe", "full_size_van", "hatchback", "minivan", "sedan", "station_wagon", "suv", "ute"]);
    expect([...(seen.get("engine") ?? [])].sort()).toEqual(["diesel", "electric", "gasoline", "hybrid", "lpg", "plug-in_hybrid"]);
    expect(seen.get("condition")).toEqual(new Set(["new", "used"]));
  });

  it("Meta: body_style, fuel_type, drivetrain, transmission, state_of_vehicle, availability, vehicle_type and mileage.unit", () => {
    const included = ads().filter(isMetaVehicleAd);
    const { data: rows } = Papa.parse<Record<string, string>>(Papa.unparse([META_COLUMNS as string[], ...included.map(metaAutomotiveRow)]), { header: true, skipEmptyLines: true });
    expect(rows.length).toBe(included.length);
    const enumerated = Object.keys(META_VALUES) as (keyof typeof META_VALUES)[];
    for (const row of rows) {
      for (const column of enumerated) {
        const value = row[column] ?? "";
        // An optional column may be empty (a transmission we cannot name); a required one never is.
        if (value === "" && column === "transmission") continue;
        expect(META_VALUES[column] as readonly string[], `${column}: ${value}`).toContain(value.toUpperCase());
      }
    }
    const values = (column: string) => [...new Set(rows.map((row) => row[column]))].sort();
    expect(values("body_style")).toEqual(["CONVERTIBLE", "COUPE", "HATCHBACK", "MINIVAN", "OTHER", "SEDAN", "SUV", "TRUCK", "VAN", "WAGON"]);
    expect(values("drivetrain")).toEqual(["AWD", "FOUR_WD", "FWD", "OTHER", "RWD", "TWO_WD"]);
    expect(values("vehicle_type")).toEqual(["CAR_TRUCK", "COMMERCIAL", "MOTORCYCLE", "OTHER", "RV_CAMPER"]);
    expect(values("state_of_vehicle")).toEqual(["CPO", "NEW", "USED"]);
    expect(values("availability")).toEqual(["AVAILABLE", "PENDING"]);
  });
});
