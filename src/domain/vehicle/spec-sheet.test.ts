import { describe, expect, it } from "vitest";
import { FEATURES_SHOWN, KEY_INFORMATION_SHOWN, keyInformation, specifications, splitShown, type SpecSheetCar } from "./spec-sheet";

const car = (o: Partial<SpecSheetCar> = {}): SpecSheetCar => ({
  km: 45_210, transmission: "Automatic", trans: "6 Speed Sports Automatic", body: "Ute", bodyconfiguration: "Dual Cab Utility", fuel: "Diesel",
  year: 2021, colour: "White", interiorColour: null, drive: "4x4", engineSizeLitres: 2.8, seats: 5, doors: 4, stocknum: "U1234",
  vin: "MR0HA3CD100123456", regplate: "null", buildDate: "", complianceDate: null, variant: null, specifications: null, ...o,
});

describe("keyInformation", () => {
  it("puts odometer, transmission, body and fuel first — the 'first 4 specs' shown (spec 000 §2)", () => {
    expect(KEY_INFORMATION_SHOWN).toBe(4);
    expect(keyInformation(car()).slice(0, 4)).toEqual([
      { label: "Odometer", value: "45,210 km" },
      { label: "Transmission", value: "6 Speed Sports Automatic" },
      { label: "Body", value: "Dual Cab Utility" },
      { label: "Fuel", value: "Diesel" },
    ]);
  });
  it("drops 'undefined, null, empty or 'null'' values (spec 000 §5)", () => {
    const labels = keyInformation(car()).map((l) => l.label);
    expect(labels).not.toContain("Interior");
    expect(labels).not.toContain("Registration");
    expect(labels).not.toContain("Build date");
    expect(labels).not.toContain("Compliance date");
    expect(labels).toContain("VIN");
  });
});

describe("specifications", () => {
  it("reads the variant with units and drops missing values", () => {
    const lines = specifications(car({ variant: { cylinders: 4, enginesize: 2755, enginesize_litres: 2.8, induction: "Turbo Intercooled", torque: 500, fuelcapacity: null, ancaprating: 5, towingcapacitybraked: 0, fuelconsumptioncombined: 7.9, geartype: "null" } }));
    expect(lines).toEqual([
      { label: "Engine", value: "2.8 L" },
      { label: "Engine capacity", value: "2,755 cc" },
      { label: "Cylinders", value: "4" },
      { label: "Induction", value: "Turbo Intercooled" },
      { label: "Torque", value: "500 Nm" },
      { label: "Fuel consumption (combined)", value: "7.9 L/100 km" },
      { label: "ANCAP safety rating", value: "5 stars" },
    ]);
  });
  it("gives a caravan's length and width in feet too (0.3048 m per ft, spec 000 §9)", () => {
    const lines = specifications(car({ specifications: { body_length: 6705.6, body_width: 2490, tare_weight: 2350, axle_type: "Tandem", sleeps: 4, aggregate_trailer_mass: 3000 } }));
    expect(lines).toContainEqual({ label: "Body length", value: "6,706 mm (22 ft)" });
    expect(lines).toContainEqual({ label: "Body width", value: "2,490 mm (8 ft 2 in)" });
    expect(lines).toContainEqual({ label: "Sleeps", value: "4" });
  });
  it("no variant, no specifications: nothing", () => expect(specifications(car())).toEqual([]));
});

describe("splitShown — 'features list (first 8, Show All / Hide)'", () => {
  const features = Array.from({ length: 11 }, (_, i) => `Feature ${i + 1}`);
  it("shows 8 and keeps 3 behind Show All", () => {
    expect(FEATURES_SHOWN).toBe(8);
    const { shown, more } = splitShown(features, FEATURES_SHOWN);
    expect(shown).toHaveLength(8);
    expect(more).toEqual(["Feature 9", "Feature 10", "Feature 11"]);
  });
  it("8 or fewer: nothing to reveal", () => expect(splitShown(features.slice(0, 8), 8).more).toEqual([]));
});
