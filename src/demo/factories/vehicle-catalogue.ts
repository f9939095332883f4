import { createRandom, hashString } from "./random";
import { FRANCHISE_CARS } from "./vehicle-catalogue-cars";
import { CARAVANS, MOTORCYCLES, TRUCKS, USED_MARKET_CARS } from "./vehicle-catalogue-other";
import type { CatalogueModel, Gearbox, ItemType, VehicleBodyKind } from "./vehicle-catalogue-types";

export type { CatalogueBadge, CatalogueModel, Fuel, Gearbox, ItemType, VehicleBodyKind } from "./vehicle-catalogue-types";

/** Every model the demo data can stock: Australian-market makes → models → badges. */
export const CATALOGUE: readonly CatalogueModel[] = [...FRANCHISE_CARS, ...USED_MARKET_CARS, ...MOTORCYCLES, ...CARAVANS, ...TRUCKS];

export function slugify(text: string): string {
  return text.toLowerCase().replace(/['"]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** The static manufacturers table: one row per make in the catalogue. */
export function catalogueManufacturers(): { name: string; slug: string; logoUrl: string }[] {
  const names = [...new Set(CATALOGUE.map((m) => m.make))].sort();
  return names.map((name) => ({ name, slug: slugify(name), logoUrl: `/media/brands/${slugify(name)}.svg` }));
}

const byMakeCache = new Map<string, readonly CatalogueModel[]>();
/** Models of the given makes and item types (memoised: the car factory asks for the same lists constantly). */
export function modelsOf(makes: readonly string[] | null, itemTypes: readonly ItemType[]): readonly CatalogueModel[] {
  const key = `${makes?.join(",") ?? "*"}|${itemTypes.join(",")}`;
  let models = byMakeCache.get(key);
  if (!models) {
    models = CATALOGUE.filter((m) => (makes === null || makes.includes(m.make)) && itemTypes.includes(m.itemType));
    byMakeCache.set(key, models);
  }
  return models;
}

/** simple_body labels, as shown in search facets. */
export const BODY_LABELS: Record<VehicleBodyKind, string> = {
  sedan: "Sedan", hatch: "Hatch", suv: "SUV", ute: "Ute", van: "Van", wagon: "Wagon", coupe: "Coupe", convertible: "Convertible",
  "people-mover": "People Mover", "cab-chassis": "Cab Chassis", motorcycle: "Motorcycle", caravan: "Caravan", truck: "Truck",
};

const BODY_CONFIGURATIONS: Record<VehicleBodyKind, string> = {
  sedan: "Sedan", hatch: "Hatchback", suv: "Wagon", ute: "Dual Cab Pick-up", van: "Van", wagon: "Wagon", coupe: "Coupe",
  convertible: "Roadster", "people-mover": "Wagon", "cab-chassis": "Cab Chassis", motorcycle: "Motorcycle", caravan: "Caravan", truck: "Cab Chassis",
};
export function bodyConfiguration(model: CatalogueModel): string {
  return BODY_CONFIGURATIONS[model.body];
}

/** Models mega-menu category (manufacturer_body), spec 001 §2. */
export function manufacturerBody(model: CatalogueModel): string {
  const categories: Record<VehicleBodyKind, string> = {
    sedan: "Cars", hatch: "Cars", wagon: "Cars", suv: "SUVs", ute: "Utes", van: "Vans", "people-mover": "People Movers",
    coupe: "Performance", convertible: "Performance", "cab-chassis": "Trucks", truck: "Trucks", motorcycle: "Motorcycles", caravan: "Caravans",
  };
  return categories[model.body];
}

export type GearboxDescription = { gearnum: number | null; transmission: "Automatic" | "Manual"; trans: string; geartype: string; short: "Auto" | "Manual" };
/** Gear count, simple transmission, full description and gear type for a gearbox code. */
export function describeGearbox(gearbox: Gearbox): GearboxDescription {
  if (gearbox === "CVT") return { gearnum: null, transmission: "Automatic", trans: "Continuous Variable", geartype: "CVT", short: "Auto" };
  if (gearbox === "1SP") return { gearnum: 1, transmission: "Automatic", trans: "1 Speed Reduction Gear", geartype: "Reduction Gear", short: "Auto" };
  const gears = Number(gearbox.replace(/^\D+/, ""));
  if (gearbox.startsWith("M")) return { gearnum: gears, transmission: "Manual", trans: `${gears} Speed Manual`, geartype: "Manual", short: "Manual" };
  if (gearbox.startsWith("DCT")) return { gearnum: gears, transmission: "Automatic", trans: `${gears} Speed Auto Dual Clutch`, geartype: "Dual Clutch", short: "Auto" };
  return { gearnum: gears, transmission: "Automatic", trans: `${gears} Speed Automatic`, geartype: "Automatic", short: "Auto" };
}

export function fuelDetail(model: CatalogueModel): string | null {
  switch (model.fuel) {
    case "Diesel": return "Diesel";
    case "Electric": return "Electric";
    case "Hybrid": return "Hybrid (Petrol/Electric)";
    case "Plug-in Hybrid": return "Plug-in Hybrid (Petrol/Electric)";
    case "Petrol": return model.turbo || (model.engineCc ?? 0) > 3000 ? "Premium Unleaded Petrol 95" : "Unleaded Petrol 91";
    default: return null;
  }
}

type Dimensions = { length: number; width: number; height: number; gvm: number; tank: number; towing: number };
const BASE_DIMENSIONS: Record<VehicleBodyKind, Dimensions> = {
  sedan: { length: 4850, width: 1840, height: 1450, gvm: 2100, tank: 55, towing: 1200 },
  hatch: { length: 4350, width: 1790, height: 1460, gvm: 1800, tank: 48, towing: 1200 },
  suv: { length: 4650, width: 1870, height: 1700, gvm: 2500, tank: 65, towing: 2000 },
  ute: { length: 5350, width: 1900, height: 1820, gvm: 3100, tank: 80, towing: 3500 },
  van: { length: 5300, width: 1980, height: 1990, gvm: 3300, tank: 70, towing: 2000 },
  wagon: { length: 4870, width: 1875, height: 1670, gvm: 2400, tank: 63, towing: 2000 },
  coupe: { length: 4300, width: 1810, height: 1310, gvm: 1700, tank: 50, towing: 0 },
  convertible: { length: 3915, width: 1735, height: 1235, gvm: 1300, tank: 45, towing: 0 },
  "people-mover": { length: 5150, width: 1995, height: 1775, gvm: 2900, tank: 72, towing: 2000 },
  "cab-chassis": { length: 6100, width: 1995, height: 2250, gvm: 4500, tank: 100, towing: 3500 },
  truck: { length: 8200, width: 2450, height: 2800, gvm: 16000, tank: 200, towing: 12000 },
  motorcycle: { length: 2150, width: 850, height: 1150, gvm: 400, tank: 15, towing: 0 },
  caravan: { length: 6500, width: 2440, height: 3000, gvm: 3000, tank: 0, towing: 0 },
};

export type Variant = {
  cylinders: number | null; enginesize: number | null; enginesize_litres: number | null; induction: string;
  fuelconsumptioncombined: number; fuelcapacity: number | null; grossvehiclemass: number; vehiclelength: number; vehicleheight: number;
  vehiclewidth: number; towingcapacitybraked: number; bodyconfiguration: string; torque: number; ancaprating: number | null; geartype: string;
};

function buildVariant(model: CatalogueModel): Variant | null {
  if (!model.gearbox) return null;
  const random = createRandom(hashString(`${model.make} ${model.model} variant`));
  const base = BASE_DIMENSIONS[model.body];
  const cc = model.engineCc ?? 0;
  const electric = model.fuel === "Electric";
  const litres = cc ? Math.round(cc / 100) / 10 : null;
  const consumption = electric ? 0 : model.fuel === "Plug-in Hybrid" ? 1.6 : model.fuel === "Hybrid" ? 4.2 + cc / 2500 : model.fuel === "Diesel" ? 3 + cc / 600 : 3.4 + cc / 550;
  const torque = electric ? random.int(300, 600) : Math.round((cc / 10) * (model.turbo ? 1.6 : 1.05) * random.float(0.9, 1.1));
  return {
    cylinders: model.cylinders, enginesize: model.engineCc, enginesize_litres: litres,
    induction: electric ? "Electric Motor" : model.turbo ? "Turbo Intercooled" : "Aspirated",
    fuelconsumptioncombined: Math.round(consumption * 10) / 10, fuelcapacity: electric ? null : base.tank + random.int(-5, 5),
    grossvehiclemass: base.gvm + random.int(-10, 10) * 10, vehiclelength: base.length + random.int(-20, 20) * 10,
    vehicleheight: base.height + random.int(-5, 5) * 10, vehiclewidth: base.width + random.int(-3, 3) * 10,
    towingcapacitybraked: base.towing === 0 ? 0 : Math.max(750, base.towing + random.int(-4, 4) * 100),
    bodyconfiguration: bodyConfiguration(model), torque,
    ancaprating: model.itemType === "car" ? random.weighted([[5, 8], [4, 1], [null, 1]] as const) : null,
    geartype: describeGearbox(model.gearbox).geartype,
  };
}

const variantCache = new Map<CatalogueModel, Variant | null>();
/** The model's technical variant; one shared (frozen) object per model so its JSON can be cached too. */
export function variantOf(model: CatalogueModel): Variant | null {
  if (!variantCache.has(model)) variantCache.set(model, Object.freeze(buildVariant(model)));
  return variantCache.get(model) ?? null;
}

export type CaravanSpecifications = {
  body_width: number; body_length: number; tare_weight: number; axle_type: string; sleeps: number; aggregate_trailer_mass: number;
};
const specificationsCache = new Map<CatalogueModel, CaravanSpecifications | null>();
export function specificationsOf(model: CatalogueModel): CaravanSpecifications | null {
  if (!specificationsCache.has(model)) {
    const spec = model.caravan;
    specificationsCache.set(model, spec ? Object.freeze({
      body_width: spec.widthMm, body_length: spec.lengthMm, tare_weight: spec.tareKg, axle_type: spec.axle,
      sleeps: spec.sleeps, aggregate_trailer_mass: spec.atmKg,
    }) : null);
  }
  return specificationsCache.get(model) ?? null;
}
