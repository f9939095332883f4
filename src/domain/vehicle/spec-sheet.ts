import type { CarDetail } from "@/domain/car/car";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { formatFeetAndInches } from "./imperial-length";
import { isPresentSpecValue } from "./spec-line";

export type SpecLine = { label: string; value: string };

/** Spec 000 §2: "key information (first 4 specs, rest collapse)". */
export const KEY_INFORMATION_SHOWN = 4;
/** Spec 000 §2: "features list (first 8, Show All / Hide)". */
export const FEATURES_SHOWN = 8;

type Raw = string | number | boolean | null | undefined;

function text(value: Raw, unit = ""): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return Number.isFinite(value) ? `${formatWholeNumber(value)}${unit}` : null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return isPresentSpecValue(value) ? `${value.trim()}${unit}` : null;
}

/** Spec 000 §5: "Spec lines with undefined, null, empty or 'null' values are dropped." */
function lines(entries: readonly [string, string | null][]): SpecLine[] {
  return entries.filter((entry): entry is [string, string] => isPresentSpecValue(entry[1])).map(([label, value]) => ({ label, value }));
}

const litres = (value: Raw) => (typeof value === "number" && value > 0 ? `${value.toFixed(1)} L` : null);
const read = (record: Record<string, unknown> | null, key: string): Raw => {
  const value = record?.[key];
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null;
};

export type SpecSheetCar = Pick<
  CarDetail,
  | "km" | "transmission" | "trans" | "body" | "bodyconfiguration" | "fuel" | "year" | "colour" | "interiorColour" | "drive"
  | "engineSizeLitres" | "seats" | "doors" | "stocknum" | "vin" | "regplate" | "buildDate" | "complianceDate" | "variant" | "specifications"
>;

/** The facts a shopper scans first, most decisive first (odometer, gearbox, body, fuel). */
export function keyInformation(car: SpecSheetCar): SpecLine[] {
  return lines([
    ["Odometer", `${formatWholeNumber(car.km)} km`],
    ["Transmission", text(car.trans) ?? text(car.transmission)],
    ["Body", text(car.bodyconfiguration) ?? text(car.body)],
    ["Fuel", text(car.fuel)],
    ["Year", text(String(car.year))],
    ["Colour", text(car.colour)],
    ["Interior", text(car.interiorColour)],
    ["Drive", text(car.drive)],
    ["Engine", litres(car.engineSizeLitres ?? read(car.variant, "enginesize_litres"))],
    ["Seats", text(car.seats)],
    ["Doors", text(car.doors)],
    ["Stock number", text(car.stocknum)],
    ["VIN", text(car.vin)],
    ["Registration", text(car.regplate)],
    ["Build date", text(car.buildDate)],
    ["Compliance date", text(car.complianceDate)],
  ]);
}

/**
 * Technical specifications from the car's variant (and a caravan's own specifications). Lengths of
 * caravans are also given in feet and inches (spec 000 §9 imperial conversion).
 */
export function specifications(car: SpecSheetCar): SpecLine[] {
  const v = car.variant;
  const s = car.specifications;
  const ancap = read(v, "ancaprating");
  const withFeet = (mm: Raw) => (typeof mm === "number" && mm > 0 ? `${formatWholeNumber(mm)} mm (${formatFeetAndInches(mm)})` : null);
  return lines([
    ["Engine", litres(read(v, "enginesize_litres"))],
    ["Engine capacity", text(read(v, "enginesize"), " cc")],
    ["Cylinders", text(read(v, "cylinders"))],
    ["Induction", text(read(v, "induction"))],
    ["Torque", text(read(v, "torque"), " Nm")],
    ["Gearbox", text(read(v, "geartype"))],
    ["Body configuration", text(read(v, "bodyconfiguration"))],
    ["Fuel consumption (combined)", typeof read(v, "fuelconsumptioncombined") === "number" && (read(v, "fuelconsumptioncombined") as number) > 0 ? `${read(v, "fuelconsumptioncombined")} L/100 km` : null],
    ["Fuel tank", text(read(v, "fuelcapacity"), " L")],
    ["Length", text(read(v, "vehiclelength"), " mm")],
    ["Width", text(read(v, "vehiclewidth"), " mm")],
    ["Height", text(read(v, "vehicleheight"), " mm")],
    ["Gross vehicle mass", text(read(v, "grossvehiclemass"), " kg")],
    ["Towing capacity (braked)", typeof read(v, "towingcapacitybraked") === "number" && (read(v, "towingcapacitybraked") as number) > 0 ? text(read(v, "towingcapacitybraked"), " kg") : null],
    ["ANCAP safety rating", typeof ancap === "number" ? `${ancap} stars` : null],
    ["Body length", withFeet(read(s, "body_length"))],
    ["Body width", withFeet(read(s, "body_width"))],
    ["Tare weight", text(read(s, "tare_weight"), " kg")],
    ["Aggregate trailer mass", text(read(s, "aggregate_trailer_mass"), " kg")],
    ["Axle", text(read(s, "axle_type"))],
    ["Sleeps", text(read(s, "sleeps"))],
  ]);
}

/** Splits a list into what is shown at first and what a toggle reveals. */
export function splitShown<T>(items: readonly T[], shown: number): { shown: T[]; more: T[] } {
  return { shown: items.slice(0, shown), more: items.slice(shown) };
}
