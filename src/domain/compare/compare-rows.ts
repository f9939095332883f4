import type { CarDetail } from "@/domain/car/car";
import { formatDollars } from "@/domain/pricing/format-dollars";
import { describePriceDisplay, type PriceDisplay } from "@/domain/pricing/price-display";
import { keyInformation, specifications, type SpecLine, type SpecSheetCar } from "@/domain/vehicle/spec-sheet";

/** A drive-away total for the postcode asked, `at least` when some charge is unknown (the breakdown's own wording). */
export type CompareDriveAway = { total: number; complete: boolean } | null;

/** One car of the comparison as the page may show it: its facts, or for a hidden car its place alone. */
export type CompareCar =
  | { kind: "hidden"; id: number }
  | {
      kind: "shown";
      car: Pick<CarDetail, "id" | "slug" | "name" | "primaryImageUrl" | "status" | "features"> & SpecSheetCar;
      price: PriceDisplay;
      priceType: string | null;
      driveAway: CompareDriveAway;
      weeklyEstimate: number | null;
      marketBadge: boolean;
    };

export type CompareRowKey =
  | "price" | "drive-away" | "finance" | "km" | "year" | "engine" | "transmission" | "fuel" | "consumption" | "seats" | "body" | "colour" | "features" | "market";

/** A row of the table: one value per car (null where the car has none or is hidden), and whether the cars shown differ. */
export type CompareRow = { key: CompareRowKey; label: string; values: (string | null)[]; differs: boolean };

export const NOT_LISTED_TEXT = "No longer listed";
export const SOLD_TEXT = "SOLD";
export const BELOW_MARKET_TEXT = "Below market price";

type ShownCar = Extract<CompareCar, { kind: "shown" }>;
/** What a row reads of a car, given its spec-sheet lines (worked out once per car). */
type Facts = { car: ShownCar; sold: boolean; key: SpecLine[]; specs: SpecLine[] };

const line = (lines: Facts["key"], label: string) => lines.find((entry) => entry.label === label)?.value ?? null;

/** Issue 35 §1's rows, in its order. The spec-sheet rules (spec 000 §5: empty values dropped) are the vehicle page's. */
const ROWS: { key: CompareRowKey; label: string; value: (facts: Facts) => string | null }[] = [
  { key: "price", label: "Price", value: ({ car, sold }) => (sold ? SOLD_TEXT : describePriceDisplay(car.price)) },
  { key: "drive-away", label: "Drive-away estimate", value: ({ car }) => (car.driveAway ? `${car.driveAway.complete ? "" : "At least "}${formatDollars(car.driveAway.total)}` : null) },
  { key: "finance", label: "Finance", value: ({ car }) => (car.weeklyEstimate === null ? null : `${formatDollars(car.weeklyEstimate)}/wk`) },
  { key: "km", label: "Odometer", value: ({ key }) => line(key, "Odometer") },
  { key: "year", label: "Year", value: ({ key }) => line(key, "Year") },
  { key: "engine", label: "Engine", value: ({ key }) => line(key, "Engine") },
  { key: "transmission", label: "Transmission", value: ({ key }) => line(key, "Transmission") },
  { key: "fuel", label: "Fuel", value: ({ key }) => line(key, "Fuel") },
  { key: "consumption", label: "Fuel consumption", value: ({ specs }) => line(specs, "Fuel consumption (combined)") },
  { key: "seats", label: "Seats", value: ({ key }) => line(key, "Seats") },
  { key: "body", label: "Body", value: ({ key }) => line(key, "Body") },
  { key: "colour", label: "Colour", value: ({ key }) => line(key, "Colour") },
  { key: "features", label: "Features", value: ({ car }) => (car.car.features.length > 0 ? [...car.car.features].sort((a, b) => a.localeCompare(b)).join(", ") : null) },
  { key: "market", label: "Market price", value: ({ car, sold }) => (car.marketBadge && !sold ? BELOW_MARKET_TEXT : null) },
];

/**
 * The comparison table's rows; the drive-away row only when a postcode was asked. A row differs when the cars shown
 * (a hidden car has nothing to compare) do not all read the same, a missing value counting as one; a car alone differs from nothing.
 */
export function compareRows(cars: readonly CompareCar[], options: { withDriveAway: boolean }): CompareRow[] {
  const facts = cars.map((car): Facts | null =>
    car.kind === "shown" ? { car, sold: car.car.status === "sold", key: keyInformation(car.car), specs: specifications(car.car) } : null,
  );
  return ROWS.filter((row) => options.withDriveAway || row.key !== "drive-away").map(({ key, label, value }) => {
    const values = facts.map((f) => (f ? value(f) : null));
    const compared = new Set(values.filter((_, index) => facts[index] !== null));
    return { key, label, values, differs: compared.size > 1 };
  });
}

/** Only the rows that differ (the "differences only" switch); the price row always stays, to read the rest against. */
export function differingRows(rows: readonly CompareRow[]): CompareRow[] {
  return rows.filter((row) => row.differs || row.key === "price");
}
