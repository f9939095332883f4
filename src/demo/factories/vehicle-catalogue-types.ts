/** Shapes and small constructors for the vehicle catalogue (kept apart so the data files stay flat lists). */

export type VehicleBodyKind =
  | "sedan" | "hatch" | "suv" | "ute" | "van" | "wagon" | "coupe" | "convertible" | "people-mover"
  | "cab-chassis" | "motorcycle" | "caravan" | "truck";
export type Fuel = "Petrol" | "Diesel" | "Electric" | "Hybrid" | "Plug-in Hybrid";
export type ItemType = "car" | "motorcycle" | "caravan" | "truck";
/** A4…A10 automatic, M5/M6 manual, DCT6…DCT8 dual clutch, CVT, 1SP single-speed reduction gear (EVs). */
export type Gearbox = "A3" | "A4" | "A6" | "A7" | "A8" | "A9" | "A10" | "M5" | "M6" | "DCT6" | "DCT7" | "DCT8" | "CVT" | "1SP";

/** A badge; `fuel` where it differs from its model's (a hybrid badge of a petrol model: Honda's e:HEV). */
export type CatalogueBadge = { readonly name: string; readonly newPrice: number; readonly fuel?: Fuel };
type BadgeEntry = readonly [string, number] | readonly [string, number, Fuel];

export type CaravanSpec = {
  readonly sleeps: number;
  readonly axle: "Single" | "Tandem";
  readonly tareKg: number;
  readonly atmKg: number;
  readonly lengthMm: number;
  readonly widthMm: number;
};

export type CatalogueModel = {
  readonly make: string;
  readonly model: string;
  readonly body: VehicleBodyKind;
  readonly series: string;
  readonly fuel: Fuel | null;
  readonly engineCc: number | null;
  readonly cylinders: number | null;
  readonly gearbox: Gearbox | null;
  readonly drive: string | null;
  readonly seats: number | null;
  readonly doors: number | null;
  readonly turbo: boolean;
  readonly itemType: ItemType;
  readonly badges: readonly CatalogueBadge[];
  /** First model year sold in Australia; used stock is never older. */
  readonly since: number;
  /** Last model year for discontinued models (only sold used afterwards). */
  readonly until: number | null;
  /** Relative popularity in stock lists. */
  readonly weight: number;
  readonly caravan: CaravanSpec | null;
};

type ModelOptions = Partial<Pick<CatalogueModel, "seats" | "doors" | "since" | "until" | "weight" | "turbo">>;

const SEATS_BY_BODY: Record<VehicleBodyKind, number | null> = {
  sedan: 5, hatch: 5, suv: 5, ute: 5, van: 3, wagon: 5, coupe: 4, convertible: 2, "people-mover": 8,
  "cab-chassis": 3, motorcycle: 2, caravan: null, truck: 3,
};
const DOORS_BY_BODY: Record<VehicleBodyKind, number | null> = {
  sedan: 4, hatch: 5, suv: 5, ute: 4, van: 4, wagon: 5, coupe: 2, convertible: 2, "people-mover": 5,
  "cab-chassis": 2, motorcycle: null, caravan: 1, truck: 2,
};

function toBadges(badges: readonly BadgeEntry[]): CatalogueBadge[] {
  return badges.map(([name, newPrice, fuel]) => (fuel ? { name, newPrice, fuel } : { name, newPrice }));
}

/** A passenger car, SUV, ute, van or people mover. */
export function carModel(
  make: string, model: string, body: VehicleBodyKind, series: string, fuel: Fuel, engineCc: number | null,
  cylinders: number | null, gearbox: Gearbox, drive: string, badges: readonly BadgeEntry[], options: ModelOptions = {},
): CatalogueModel {
  return {
    make, model, body, series, fuel, engineCc, cylinders, gearbox, drive,
    seats: options.seats ?? SEATS_BY_BODY[body], doors: options.doors ?? DOORS_BY_BODY[body],
    turbo: options.turbo ?? fuel === "Diesel", itemType: "car", badges: toBadges(badges),
    since: options.since ?? 2015, until: options.until ?? null, weight: options.weight ?? 1, caravan: null,
  };
}

/** A light or medium truck (Isuzu N/F Series, Hino, Fuso). */
export function truckModel(
  make: string, model: string, body: "cab-chassis" | "truck", series: string, engineCc: number, cylinders: number,
  gearbox: Gearbox, badges: readonly (readonly [string, number])[], options: ModelOptions = {},
): CatalogueModel {
  return { ...carModel(make, model, body, series, "Diesel", engineCc, cylinders, gearbox, "RWD", badges, options), itemType: "truck" };
}

/** A motorcycle; `drive` is the final drive (Chain, Belt or Shaft). */
export function bikeModel(
  make: string, model: string, series: string, engineCc: number, cylinders: number, gearbox: Gearbox, drive: "Chain" | "Belt" | "Shaft",
  badges: readonly (readonly [string, number])[], options: ModelOptions = {},
): CatalogueModel {
  return { ...carModel(make, model, "motorcycle", series, "Petrol", engineCc, cylinders, gearbox, drive, badges, options), itemType: "motorcycle" };
}

/** A caravan or camper trailer: no engine, no odometer; specifications instead of a variant. */
export function caravanModel(
  make: string, model: string, series: string, caravan: CaravanSpec, badges: readonly (readonly [string, number])[], options: ModelOptions = {},
): CatalogueModel {
  return {
    make, model, body: "caravan", series, fuel: null, engineCc: null, cylinders: null, gearbox: null, drive: null,
    seats: null, doors: 1, turbo: false, itemType: "caravan", badges: toBadges(badges),
    since: options.since ?? 2015, until: options.until ?? null, weight: options.weight ?? 1, caravan,
  };
}
