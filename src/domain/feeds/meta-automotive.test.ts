import Papa from "papaparse";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { isMetaVehicleAd, META_COLUMNS, META_REQUIRED_COLUMNS, metaAutomotiveRow } from "./meta-automotive";
import type { VehicleAd } from "./vehicle-ad";
import { vehicleAd } from "../../../tests/fixtures/vehicle-ad-fixture";

/** The feed as the route writes it (csv-stringify), read back with Papa Parse (the stock importer's CSV library) like a consumer would. */
function readBack(ads: readonly VehicleAd[]): Record<string, string>[] {
  const csv = stringify([META_COLUMNS as string[], ...ads.map(metaAutomotiveRow)]);
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
}

describe("the Meta automotive catalogue feed", () => {
  it("parses with Papa Parse and has every required column, filled", () => {
    const rows = readBack([vehicleAd({ dealerComments: 'Says "hello", then, a comma.' }), vehicleAd({ id: "3-N1", carType: "new" })]);
    expect(Object.keys(rows[0] ?? {})).toEqual(expect.arrayContaining([...META_REQUIRED_COLUMNS]));
    for (const row of rows) for (const column of META_REQUIRED_COLUMNS) expect(row[column], column).not.toBe("");
    expect(rows[0]).toMatchObject({
      vehicle_id: "3-U1234", vin: "JTMZD33V105123456", title: "2021 Toyota RAV4 GXL Auto AWD", description: 'Says "hello", then, a comma.',
      url: "https://harbourtoyota.example/cars/2021-toyota-rav4-gxl-u1234", make: "Toyota", model: "RAV4", trim: "GXL", year: "2021",
      body_style: "SUV", exterior_color: "Glacier White", "mileage.value": "41200", "mileage.unit": "KM", transmission: "AUTOMATIC",
      fuel_type: "HYBRID", drivetrain: "AWD", price: "38990 AUD", sale_price: "", state_of_vehicle: "USED", availability: "AVAILABLE",
      vehicle_type: "CAR_TRUCK", date_first_on_lot: "2026-02-01", dealer_id: "harbour-toyota", dealer_name: "Harbour Toyota",
      "image[0].url": expect.stringMatching(/^https:\/\/harbourtoyota\.example\/media\/photos\//), "image[0].tag[0]": "Exterior",
      "image[1].url": expect.stringMatching(/^https:\/\//), "image[2].url": "",
    });
    expect(JSON.parse(rows[0]?.address ?? "")).toEqual({ addr1: "215 Lambton Road", city: "Broadmeadow", region: "NSW", postal_code: "2292", country: "AU" });
    expect(rows[1]?.state_of_vehicle).toBe("NEW");
  });

  it.each([
    [{ beforePrice: 41_990 }, { price: "41990 AUD", sale_price: "38990 AUD" }],
    [{ certified: true }, { state_of_vehicle: "CPO" }],
    [{ carType: "demo" }, { state_of_vehicle: "USED" }],
    [{ status: "coming_soon" }, { availability: "PENDING" }],
    [{ reserved: true }, { availability: "PENDING" }],
    [{ body: "Ute", drive: "4x4", fuel: "Diesel", transmission: "Manual" }, { body_style: "TRUCK", drivetrain: "FOUR_WD", fuel_type: "DIESEL", transmission: "MANUAL" }],
    [{ body: "Hatch", drive: "2WD", fuel: "Plug-in Hybrid" }, { body_style: "HATCHBACK", drivetrain: "TWO_WD", fuel_type: "PLUGIN_HYBRID" }],
    [{ body: "Caravan", itemType: "caravan", drive: null }, { body_style: "OTHER", vehicle_type: "RV_CAMPER", drivetrain: "OTHER" }],
  ] as [Partial<VehicleAd>, Record<string, string>][])("maps %j to %j", (overrides, expected) => {
    expect(readBack([vehicleAd(overrides)])[0]).toMatchObject(expected);
  });

  it.each([
    ["a VIN", { vin: null }],
    ["a price", { price: 0 }],
    ["a photo", { imageLinks: [] }],
    ["a colour", { colour: null }],
    ["an address", { location: null }],
  ] as [string, Partial<VehicleAd>][])("leaves out a car without %s (required by Meta)", (_, overrides) => {
    expect(isMetaVehicleAd(vehicleAd(overrides))).toBe(false);
  });

  // Issue 30: a dealer's colour was a spreadsheet formula and its comments HTML.
  it("writes plain cells: no formula a spreadsheet would run (OWASP CSV injection)", () => {
    const [row] = readBack([vehicleAd({ colour: '=HYPERLINK("https://evil.example","Click")', name: "+cmd|' /C calc'!A0", badge: "@SUM(1)", dealerComments: "-2+3" })]);
    expect(row).toMatchObject({
      exterior_color: `'=HYPERLINK("https://evil.example","Click")`, title: "'+cmd|' /C calc'!A0", trim: "'@SUM(1)", description: "'-2+3",
      latitude: "-32.92", longitude: "151.73",
    });
    for (const cell of Object.values(row ?? {})) expect(cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/);
  });
});
