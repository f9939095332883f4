import type { cars } from "@/db/schema";
import type { StockProfile } from "./blueprints";
import { addDays, buildAndComplianceDates, buildNvic, buildRegoPlate, buildStockNumber, buildVin, isoDate } from "./car-identity";
import { buildImages, buildSpin, buildWalkaroundVideos, buildYoutubeEmbedUrl, type MediaSubject } from "./car-media";
import { askingPrice, autograbData, financeLenders, odometerKm, priceType, type CarType } from "./car-pricing";
import type { Random } from "./random";
import { meetsCertifiedRule } from "@/domain/car/certified-pre-owned";
import {
  BODY_LABELS, bodyConfiguration, describeGearbox, fuelDetail, modelsOf, slugify, specificationsOf, variantOf,
  type CatalogueModel, type ItemType,
} from "./vehicle-catalogue";
import { CARAVAN_INTERIORS, INTERIOR_COLOURS, WEIGHTED_PAINT_COLOURS, dealerComments, modelWithBadge, pickFeatures, standardEquipmentOf } from "./vehicle-text";

/** One row for the `cars` table, every column present (null where it does not apply). */
export type CarRow = Required<Omit<typeof cars.$inferInsert, "id">>;

export type CarContext = {
  /** Fixed clock: all dates are relative to it, so output is deterministic. */
  now: Date;
  /** Ordinal of the car in the whole data set; makes stock numbers and slugs unique. */
  index: number;
  dealership: { id: number; name: string; makes: readonly string[]; stockProfile: StockProfile };
  location: { id: number; name: string; city: string; state: string };
  site: { financeProvider: string | null; offersSubscriptions: boolean };
};

const DAY_MS = 86_400_000;
const CAR_TYPE_MIX: Record<StockProfile, readonly (readonly [CarType, number])[]> = {
  franchise: [["new", 42], ["demo", 10], ["used", 48]],
  used: [["used", 1]],
  outdoor: [["new", 48], ["demo", 4], ["used", 48]],
  trucks: [["new", 55], ["demo", 5], ["used", 40]],
};
const ITEM_TYPES: Record<StockProfile, readonly ItemType[]> = { franchise: ["car"], used: ["car"], outdoor: ["motorcycle", "caravan"], trucks: ["truck"] };
const USED_AGE: readonly (readonly [number, number])[] = [[0, 3], [1, 10], [2, 14], [3, 14], [4, 12], [5, 10], [6, 9], [7, 8], [8, 6], [9, 5], [10, 4], [12, 4], [14, 2]];
const STATUS_MIX = [["in_stock", 85], ["coming_soon", 5], ["sold", 10]] as const;

type WeightedModels = readonly (readonly [CatalogueModel, number])[];
const NO_MAKES: readonly string[] = [];
const poolCache = new WeakMap<readonly string[], Map<string, WeightedModels>>();
/** Weighted model list for a stock pool, memoised per makes list (by identity), item types and whether discontinued models qualify. */
function stockPool(makes: readonly string[] | null, itemTypes: readonly ItemType[], currentOnly: boolean): WeightedModels {
  const byMakes = makes ?? NO_MAKES;
  let cache = poolCache.get(byMakes);
  if (!cache) poolCache.set(byMakes, (cache = new Map()));
  const key = `${itemTypes.join(",")}|${currentOnly}`;
  let pool = cache.get(key);
  if (!pool) {
    const models = modelsOf(byMakes.length ? byMakes : null, itemTypes).filter((m) => !currentOnly || m.until === null);
    pool = (models.length ? models : modelsOf(null, itemTypes)).map((m) => [m, m.weight] as const);
    cache.set(key, pool);
  }
  return pool;
}

function chooseModel(random: Random, profile: StockProfile, makes: readonly string[], carType: CarType): CatalogueModel {
  const itemTypes = ITEM_TYPES[profile];
  if (carType !== "used") return random.weighted(stockPool(makes, itemTypes, true));
  const ownBrand = profile !== "used" && makes.length > 0 && random.chance(profile === "franchise" ? 0.45 : 0.7);
  return random.weighted(stockPool(ownBrand ? makes : null, itemTypes, false));
}

function chooseYear(random: Random, model: CatalogueModel, carType: CarType, nowYear: number): number {
  const latest = Math.min(model.until ?? nowYear, nowYear);
  if (carType === "new") return latest;
  if (carType === "demo") return random.chance(0.7) ? latest : Math.max(model.since, latest - 1);
  return Math.min(latest, Math.max(model.since, nowYear - random.weighted(USED_AGE)));
}

function chooseTag(random: Random, carType: CarType, km: number, age: number): string | null {
  if (!random.chance(0.1)) return null;
  if (carType === "demo") return random.pick(["Demo Special", "Test Drive Only"]);
  if (carType === "new") return "Test Drive Only";
  return km < Math.max(age, 1) * 10_000 ? "Low Kms" : "One Owner";
}

function categoriesFor(model: CatalogueModel, price: number): string[] {
  const list: string[] = [];
  if (model.itemType === "caravan") list.push("Touring", model.caravan && model.caravan.sleeps >= 4 ? "Family" : "Couples");
  if (model.itemType === "motorcycle") list.push(model.drive === "Shaft" || model.model.includes("Adventure") || model.model.includes("Tenere") ? "Adventure" : "Road");
  if ((model.seats ?? 0) >= 7 || model.body === "people-mover") list.push("Family");
  if (model.drive === "4x4") list.push("Off-road");
  if (model.fuel === "Electric") list.push("Electric");
  if (model.fuel === "Hybrid" || model.fuel === "Plug-in Hybrid") list.push("Fuel Efficient");
  if (model.body === "ute" || model.body === "van" || model.itemType === "truck") list.push("Work");
  if (model.body === "coupe" || model.body === "convertible") list.push("Performance");
  if (model.itemType === "car" && price > 0 && price < 20_000) list.push("First Car");
  if (model.itemType === "car" && price > 80_000) list.push("Luxury");
  return list;
}

/** A realistic car for the `cars` table, fully determined by `random` and `context`. */
export function buildCar(random: Random, context: CarContext, overrides: Partial<CarRow> = {}): CarRow {
  const { now, dealership, location } = context;
  const nowYear = now.getUTCFullYear();
  const carType = random.weighted(CAR_TYPE_MIX[dealership.stockProfile]);
  const model = chooseModel(random, dealership.stockProfile, dealership.makes, carType);
  const badge = random.pick(model.badges);
  const year = chooseYear(random, model, carType, nowYear);
  const age = nowYear - year;
  const km = odometerKm(random, model, carType, age);
  const gearbox = model.gearbox ? describeGearbox(model.gearbox) : null;
  const [colourName, colourHex] = random.weighted(WEIGHTED_PAINT_COLOURS);
  const stocknum = buildStockNumber(carType, context.index);
  const title = `${year} ${model.make} ${modelWithBadge(model.model, badge.name)}`;
  const name = model.itemType === "car" && gearbox && model.drive ? `${title} ${gearbox.short} ${model.drive}` : title;

  let price = askingPrice(random, badge.newPrice, carType, age, km, model.itemType);
  if (random.chance(0.02)) price = 0;
  const status = random.weighted(STATUS_MIX);
  const soldAt = status === "sold" ? new Date(now.getTime() - Math.floor(random.next() * 10 * DAY_MS)) : null;
  let createdAt = new Date(now.getTime() - Math.floor(random.next() * 60 * DAY_MS));
  if (soldAt && createdAt > soldAt) createdAt = new Date(soldAt.getTime() - random.int(1, 30) * DAY_MS);
  const updatedAt = soldAt ?? new Date(createdAt.getTime() + Math.floor(random.next() * (now.getTime() - createdAt.getTime())));
  const registered = carType !== "new" && model.itemType !== "caravan" ? true : model.itemType === "caravan" && carType === "used";
  const dates = buildAndComplianceDates(random, year, now);
  const features = pickFeatures(random, model);
  const spin = random.chance(0.2);
  const subject: MediaSubject = { body: model.body, colourHex, imageSeed: random.int(1, 99_999) };
  const images = buildImages(random, subject);
  const spinMedia = spin ? buildSpin(random, subject) : null;
  const checkout = status === "in_stock" && price > 0 && random.chance(0.25);
  const toyotaDealer = dealership.makes.includes("Toyota");
  const fuel = badge.fuel ?? model.fuel;

  const row: CarRow = {
    dealershipId: dealership.id, locationId: location.id,
    slug: `${slugify(title)}-${stocknum.toLowerCase()}`, name, year, make: model.make, model: model.model, badge: badge.name, series: model.series,
    colour: colourName, interiorColour: model.itemType === "motorcycle" ? null : random.pick(model.itemType === "caravan" ? CARAVAN_INTERIORS : INTERIOR_COLOURS),
    gearnum: gearbox?.gearnum ?? null, bodyconfiguration: bodyConfiguration(model), body: BODY_LABELS[model.body],
    transmission: gearbox?.transmission ?? null, trans: gearbox?.trans ?? null, fuel, fuelDetail: fuelDetail({ ...model, fuel }),
    seats: model.seats, doors: model.doors, drive: model.drive, engineSize: model.engineCc,
    engineSizeLitres: model.engineCc ? Math.round(model.engineCc / 100) / 10 : null, km, price,
    beforePrice: price > 0 && random.chance(0.15) ? price + random.int(2, 8) * 500 : null,
    offerPrice: price > 0 && random.chance(0.08) ? price - random.int(1, 5) * 500 : null,
    subscriptionPrice: price > 0 && random.chance(context.site.offersSubscriptions ? 0.4 : 0.05) ? Math.max(49, Math.round(price * 0.0045)) : null,
    preorder: carType === "new" && status === "coming_soon" && random.chance(0.4),
    priceType: priceType(random, carType), stocknum, vin: buildVin(random, model.make, year),
    nvic: model.itemType === "car" ? buildNvic(random) : null,
    regplate: registered ? buildRegoPlate(random, location.state) : null,
    regoExpiry: registered ? isoDate(addDays(now, random.chance(0.1) ? -random.int(1, 90) : random.int(1, 365))) : null,
    buildDate: dates.buildDate, complianceDate: dates.complianceDate, carType, status, soldAt,
    tag: chooseTag(random, carType, km, age),
    reserved: status === "in_stock" && random.chance(0.03),
    // Checked after the draw, so the cars after this one are generated as before.
    certified: carType === "used" && model.make === "Toyota" && toyotaDealer && random.chance(0.4) && meetsCertifiedRule({ year, km }, nowYear),
    showOnDealerWebsite: !random.chance(0.01), checkoutEnabled: checkout,
    city: location.city, state: location.state, locationName: location.name, privateSuburb: null, privatePostcode: null,
    itemType: model.itemType, categories: categoriesFor(model, price), features,
    dealerComments: dealerComments(random, {
      year, make: model.make, model: model.model, badge: badge.name, colour: colourName, carType, km, features, dealershipName: dealership.name, city: location.city,
    }),
    // The series, without the words the title already ends with (a bike whose model, badge and series are all 'WR450F').
    carsalesTitle: modelWithBadge(title, model.series),
    historyReportUrl: carType === "used" && random.chance(0.25) ? `/media/history-reports/${stocknum.toLowerCase()}.pdf` : null,
    views: Math.floor(Math.pow(random.next(), 3) * 2_500),
    images, primaryImageUrl: images[0]?.url ?? null,
    videoUrl: random.chance(0.05) ? buildYoutubeEmbedUrl(random) : null,
    externalVideoUrl: random.chance(0.02) ? `https://vimeo.com/${random.int(100_000_000, 999_999_999)}` : null,
    walkaroundVideos: random.chance(0.03) ? buildWalkaroundVideos() : [], videos: [],
    spinImages: spinMedia?.spinImages ?? [], spinCode: spinMedia?.spinCode ?? null, spinInteriorImage: spinMedia?.spinInteriorImage ?? null,
    hotspots: spinMedia?.hotspots ?? null,
    standardEquipment: standardEquipmentOf(model), variant: variantOf(model), specifications: specificationsOf(model),
    financeLenders: price > 500 && random.chance(0.85) ? financeLenders(random, { price, carType, make: model.make, siteProvider: context.site.financeProvider }) : {},
    paymentProcessors: checkout ? (random.chance(0.3) ? ["stripe", "afterpay"] : ["stripe"]) : [],
    reserveDeposit: null,
    autograbData: carType === "used" && price > 200 && random.chance(0.35) ? autograbData(random, price) : null,
    // Our drawings are served by the site itself: no dealer photo to fetch.
    photoSources: null,
    createdAt, updatedAt,
  };
  return { ...row, ...overrides };
}
