import { withIndefiniteArticle } from "@/domain/text/indefinite-article";
import { createRandom, hashString, type Random } from "./random";
import type { CatalogueModel, ItemType } from "./vehicle-catalogue";

/** Paint colours as [name, 6-digit hex without #] — the hex feeds the generated vehicle images. */
export const PAINT_COLOURS: readonly (readonly [string, string])[] = [
  ["Glacier White", "f4f4f2"], ["Crystal Pearl", "ecebe6"], ["Silver Sky", "b8bcc2"], ["Graphite", "4a4e54"],
  ["Eclipse Black", "141414"], ["Ink Blue", "1e2f4f"], ["Soul Red", "9b1b22"], ["Bronze Oxide", "7a5b3d"],
  ["Sandstorm", "b9a888"], ["Lunar Rock", "9a9a8f"], ["Atomic Rush", "c8102e"], ["Polymetal Grey", "6f7377"],
  ["Arctic Blue", "8fb8d8"], ["Shadow Blue", "2d3e57"], ["Forest Green", "2f4a38"], ["Sunburst Orange", "e0731f"],
];
const COLOUR_WEIGHTS = [10, 6, 8, 7, 8, 3, 3, 2, 2, 3, 1, 4, 2, 2, 1, 1];
export const WEIGHTED_PAINT_COLOURS = PAINT_COLOURS.map((colour, i) => [colour, COLOUR_WEIGHTS[i] ?? 1] as const);

export const INTERIOR_COLOURS = ["Black Cloth", "Black Leather", "Grey Cloth", "Tan Leather", "Charcoal Fabric", "Black Synthetic Leather", "Saddle Brown Leather"] as const;
export const CARAVAN_INTERIORS = ["Light Oak", "Walnut", "Urban Grey", "Coastal White"] as const;

const CAR_FEATURES = [
  "Apple CarPlay", "Android Auto", "Reversing Camera", "360 Degree Camera", "Adaptive Cruise Control", "Lane Keep Assist",
  "Blind Spot Monitor", "Rear Cross Traffic Alert", "Autonomous Emergency Braking", "Heated Front Seats", "Ventilated Front Seats",
  "Leather Upholstery", "Power Tailgate", "Sunroof", "Panoramic Glass Roof", "Keyless Entry", "Push Button Start",
  "Dual Zone Climate Control", "Wireless Phone Charger", "Head-Up Display", "Digital Instrument Cluster", "Satellite Navigation",
  "DAB+ Digital Radio", "Premium Sound System", "LED Headlights", "Auto High Beam", "Rain Sensing Wipers", "Alloy Wheels",
  "Tow Bar", "Roof Racks", "Rear Parking Sensors", "Front Parking Sensors", "Power Driver Seat", "Memory Seats",
  "Auto Dimming Mirror", "Tyre Pressure Monitoring", "Hill Descent Control", "ISOFIX Child Seat Anchors", "USB-C Ports",
  "Bluetooth Audio Streaming", "Tinted Windows", "Floor Mats", "Spare Keys", "Log Books", "Electric Park Brake", "Heated Steering Wheel",
] as const;
const WORK_FEATURES = ["Tonneau Cover", "Bull Bar", "Side Steps", "Rear Diff Lock", "Snorkel", "Cargo Barrier", "Canopy", "UHF Radio", "Spotlights"] as const;
const ELECTRIC_FEATURES = ["Vehicle-to-Load (V2L)", "Regenerative Braking", "Type 2 Charging Cable", "DC Fast Charging"] as const;
const TRUCK_FEATURES = [
  "Tray Body", "Tipper Body", "Pantech Body", "Tail Lift", "Toolboxes", "Headboard", "Air Suspension Seat", "Exhaust Brake",
  "Reversing Camera", "Bluetooth Audio Streaming", "UHF Radio", "Tow Bar", "Spotlights", "Cruise Control", "Log Books", "Spare Keys",
] as const;
const BIKE_FEATURES = [
  "ABS", "Quickshifter", "Traction Control", "Riding Modes", "LED Lighting", "TFT Display", "Cruise Control", "Heated Grips",
  "Pannier Rails", "Slipper Clutch", "Bluetooth Connectivity", "USB Charging", "Hand Guards", "Tail Tidy", "Crash Bars", "Keyless Ignition",
] as const;
const CARAVAN_FEATURES = [
  "Ensuite Shower and Toilet", "Solar Panels", "Lithium Battery", "Diesel Heater", "Reverse Cycle Air Conditioning", "Roll-out Awning",
  "3-Way Fridge", "Washing Machine", "Gas Cooktop", "Microwave", "Queen Bed", "Bunk Beds", "Twin Water Tanks", "Off-road Suspension",
  "Electric Brakes", "Jerry Can Holders", "External BBQ", "TV with Bracket", "Grey Water Tank", "Hot Water System", "Stone Guard", "Spare Wheel",
] as const;

/** The optional-extras list of one vehicle: 8–25 items (fewer only if the item type has fewer). */
export function pickFeatures(random: Random, model: CatalogueModel): string[] {
  const pool: readonly string[] = featurePool(model);
  return random.sample(pool, random.int(8, 25));
}

const poolCache = new Map<CatalogueModel, readonly string[]>();
function featurePool(model: CatalogueModel): readonly string[] {
  let pool = poolCache.get(model);
  if (!pool) {
    if (model.itemType === "motorcycle") pool = BIKE_FEATURES;
    else if (model.itemType === "caravan") pool = CARAVAN_FEATURES;
    else if (model.itemType === "truck") pool = TRUCK_FEATURES;
    else {
      const work = model.body === "ute" || model.body === "cab-chassis" || model.drive === "4x4" ? WORK_FEATURES : [];
      const electric = model.fuel === "Electric" || model.fuel === "Plug-in Hybrid" ? ELECTRIC_FEATURES : [];
      pool = [...CAR_FEATURES, ...work, ...electric];
    }
    poolCache.set(model, pool);
  }
  return pool;
}

const STANDARD_EQUIPMENT: Record<ItemType, readonly string[]> = {
  car: [
    "ABS Brakes", "Electronic Stability Control", "Front and Side Airbags", "Curtain Airbags", "Cruise Control", "Bluetooth Connectivity",
    "Reversing Camera", "Apple CarPlay / Android Auto", "Air Conditioning", "Power Windows", "Central Locking", "Trip Computer",
    "Hill Start Assist", "Speed Sign Recognition", "Driver Attention Alert", "Steering Wheel Audio Controls",
  ],
  truck: ["ABS Brakes", "Driver Airbag", "Air Conditioning", "Exhaust Brake", "Cruise Control", "Bluetooth Connectivity", "Reversing Camera", "Power Windows"],
  motorcycle: ["ABS", "LED Headlight", "Digital Dash", "Adjustable Levers", "Side Stand Cut-out", "Immobiliser"],
  caravan: ["12V Battery System", "Mains Power Inlet", "Electric Brakes", "Gas Bottles x2", "Fresh Water Tank", "Spare Wheel", "Jockey Wheel"],
};

const equipmentCache = new Map<CatalogueModel, readonly string[]>();
/** Standard equipment is fixed per model: one shared, frozen list per model (its JSON is cached by the seeder). */
export function standardEquipmentOf(model: CatalogueModel): readonly string[] {
  let list = equipmentCache.get(model);
  if (!list) {
    const random = createRandom(hashString(`${model.make} ${model.model} equipment`));
    const pool = STANDARD_EQUIPMENT[model.itemType];
    list = Object.freeze(random.sample(pool, Math.min(pool.length, random.int(6, 10))));
    equipmentCache.set(model, list);
  }
  return list;
}

/** 12345 → "12,345" (Intl formatting is far slower, and this runs for every car). */
export function thousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export type CommentFacts = {
  year: number; make: string; model: string; badge: string; colour: string; carType: "new" | "used" | "demo";
  km: number; features: readonly string[]; dealershipName: string; city: string;
};

/**
 * Model and badge (or a title and its series) without saying a word twice (issue 32: "2026 Yamaha WR450F WR450F"): 'CX-5' + 'Maxx' → 'CX-5 Maxx',
 * 'WR450F' + 'WR450F' → 'WR450F', 'GLC' + 'GLC 300 4MATIC' → 'GLC 300 4MATIC', 'CR-V e:HEV RS' + 'RS' → 'CR-V e:HEV RS'.
 */
export function modelWithBadge(model: string, badge: string): string {
  const modelWords = model.split(" ");
  const badgeWords = badge.split(" ").filter(Boolean);
  for (let overlap = Math.min(modelWords.length, badgeWords.length); overlap > 0; overlap--) {
    if (modelWords.slice(-overlap).join(" ") === badgeWords.slice(0, overlap).join(" ")) return [...modelWords, ...badgeWords.slice(overlap)].join(" ");
  }
  return [...modelWords, ...badgeWords].join(" ");
}
const modelAndBadge = (f: CommentFacts) => modelWithBadge(f.model, f.badge);

const OPENERS: readonly ((f: CommentFacts) => string)[] = [
  (f) => `This ${f.year} ${f.make} ${modelAndBadge(f)} in ${f.colour} is ready for its next owner.`,
  (f) => `Just arrived at ${f.dealershipName}: ${withIndefiniteArticle(`${f.colour.toLowerCase()} ${f.make} ${modelAndBadge(f)}`)}.`,
  (f) => `Looking for a dependable ${f.model}? This ${modelAndBadge(f) === f.model ? "one" : f.badge} ticks every box.`,
  (f) => `Presented in ${f.colour}, this ${modelAndBadge(f)} is one of the best-value examples in ${f.city}.`,
];
const CONDITION: Record<CommentFacts["carType"], readonly ((f: CommentFacts) => string)[]> = {
  new: [() => "Brand new with the full factory warranty and capped-price servicing.", () => "Order now to secure this model year's pricing."],
  demo: [(f) => `Ex-demonstrator with only ${thousands(f.km)} km and the balance of the new-car warranty.`, () => "Save thousands on a near-new car that has been meticulously maintained by our team."],
  used: [(f) => `Showing ${thousands(f.km)} km with a full service history and two keys.`, () => "Independently inspected and comes with a 48 hour money back guarantee and 12 months roadside assist."],
};
const CLOSERS = [
  "Finance available on approved credit. Trade-ins welcome.",
  "Australia-wide delivery available; ask us for a quote.",
  "Call today to book a test drive before it's gone.",
  "Price includes a full detail, a fresh service and a new roadworthy certificate.",
  // Some dealers write at length: comments past 400 characters collapse on the vehicle page (spec 000 §4).
  "Every vehicle we sell is inspected by our qualified technicians and comes with a roadworthy certificate where one is required. We can deliver Australia-wide, arrange finance and insurance on the spot, and tailor an extended warranty to the way you drive.",
] as const;

/** 2–4 paragraphs separated by '|', as dealers type them; about 5% of cars have none yet. */
export function dealerComments(random: Random, facts: CommentFacts): string | null {
  if (random.chance(0.04)) return null;
  if (random.chance(0.01)) return "|";
  const paragraphs = [random.pick(OPENERS)(facts)];
  if (facts.features.length >= 3 && random.chance(0.7)) paragraphs.push(`Highlights include ${facts.features[0]}, ${facts.features[1]} and ${facts.features[2]}.`);
  paragraphs.push(random.pick(CONDITION[facts.carType])(facts));
  if (random.chance(0.5)) paragraphs.push(random.pick(CLOSERS));
  return paragraphs.slice(0, 4).join("|");
}
