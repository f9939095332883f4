import { meetsCertifiedRule } from "@/domain/car/certified-pre-owned";
import { describe, expect, it } from "vitest";
import { modelWithBadge } from "./vehicle-text";
import { DEMO_TENANTS } from "@/demo/sites";
import { siteConfigSchema } from "@/domain/site/site-config-schema";
import type { StockProfile } from "./blueprints";
import { buildCar, type CarContext, type CarRow } from "./car-factory";
import { buildGeneratedTenant } from "./generated-tenants";
import { createRandom, mixSeed } from "./random";

const NOW = new Date("2026-03-15T02:00:00.000Z");
const DAY_MS = 86_400_000;

type Dealer = { makes: string[]; profile: StockProfile };
const DEALERS: Dealer[] = [
  { makes: ["Toyota"], profile: "franchise" },
  { makes: ["Mazda"], profile: "franchise" },
  { makes: [], profile: "used" },
  { makes: ["Jayco", "Kawasaki", "Yamaha"], profile: "outdoor" },
  { makes: ["Isuzu", "Hino", "Fuso"], profile: "trucks" },
];

function contextFor(index: number, dealer: Dealer): CarContext {
  return {
    now: NOW, index,
    dealership: { id: 1 + DEALERS.indexOf(dealer), name: "Test Motors", makes: dealer.makes, stockProfile: dealer.profile },
    location: { id: 7, name: "Test Motors Broadmeadow", city: "Broadmeadow", state: "NSW" },
    site: { financeProvider: "manual", offersSubscriptions: false },
  };
}

/** `count` cars, dealers in rotation, each car seeded from (seed, index) like the seeder does. */
function buildCars(count: number, seed: number, dealers: Dealer[] = DEALERS): CarRow[] {
  return Array.from({ length: count }, (_, index) => buildCar(createRandom(mixSeed(seed, index)), contextFor(index, dealers[index % dealers.length] as Dealer)));
}

const share = (cars: CarRow[], predicate: (car: CarRow) => boolean) => cars.filter(predicate).length / cars.length;

describe("buildCar", () => {
  const cars = buildCars(5_000, 42);

  it("is deterministic: the same seed gives the same cars, another seed different ones", () => {
    expect(buildCars(300, 42)).toEqual(cars.slice(0, 300));
    expect(buildCars(300, 43).map((c) => c.slug)).not.toEqual(cars.slice(0, 300).map((c) => c.slug));
  });

  it("gives every car unique slugs and stock numbers and valid identifiers", () => {
    expect(new Set(cars.map((c) => c.slug)).size).toBe(cars.length);
    expect(new Set(cars.map((c) => c.stocknum)).size).toBe(cars.length);
    for (const car of cars) {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(car.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(car.slug.endsWith(car.stocknum.toLowerCase())).toBe(true);
      expect(car.name.startsWith(`${car.year} ${car.make} ${car.model}`)).toBe(true);
    }
  });

  it("keeps prices, kilometres and dates consistent", () => {
    for (const car of cars) {
      expect(Number.isInteger(car.price) && car.price >= 0).toBe(true);
      expect(Number.isInteger(car.km) && car.km >= 0).toBe(true);
      if (car.carType === "new") expect(car.km).toBeLessThan(100);
      if (car.carType === "demo" && car.itemType !== "caravan") expect(car.km).toBeGreaterThanOrEqual(500);
      if (car.beforePrice !== null) expect(car.beforePrice).toBeGreaterThan(car.price);
      if (car.status === "sold") {
        expect(car.soldAt).toBeInstanceOf(Date);
        expect(car.soldAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
        expect(car.soldAt!.getTime()).toBeGreaterThan(NOW.getTime() - 10 * DAY_MS);
        expect(car.createdAt.getTime()).toBeLessThanOrEqual(car.soldAt!.getTime());
      } else expect(car.soldAt).toBeNull();
      expect(car.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(car.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 91 * DAY_MS);
      expect(car.year).toBeLessThanOrEqual(NOW.getUTCFullYear());
      expect(car.buildDate! <= car.complianceDate!).toBe(true);
    }
  });

  it("gives every car 6–14 images, exterior first, and a primary image", () => {
    for (const car of cars) {
      const images = car.images as { url: string; thumbUrl: string; kind: string }[];
      expect(images.length).toBeGreaterThanOrEqual(6);
      expect(images.length).toBeLessThanOrEqual(14);
      expect(car.primaryImageUrl).toBe(images[0]?.url);
      const firstInterior = images.findIndex((i) => i.kind === "interior");
      if (firstInterior >= 0) expect(images.slice(firstInterior).every((i) => i.kind === "interior")).toBe(true);
      expect(images.every((i) => i.url.startsWith("/media/vehicles/"))).toBe(true);
      const spin = car.spinImages as string[];
      expect(spin.length === 0 || spin.length === 24).toBe(true);
      expect(spin.length > 0).toBe(car.hotspots !== null);
    }
  });

  it("writes dealer comments as '|'-separated paragraphs and 8–25 features", () => {
    for (const car of cars) {
      if (car.dealerComments) expect(car.dealerComments.includes("|")).toBe(true);
      if (car.dealerComments && car.dealerComments !== "|") expect(car.dealerComments.split("|").length).toBeGreaterThanOrEqual(2);
      expect(car.features.length).toBeGreaterThanOrEqual(8);
      expect(car.features.length).toBeLessThanOrEqual(25);
    }
    expect(share(cars, (c) => c.dealerComments === null)).toBeGreaterThan(0);
  });

  // Issue 32's copy glitches: "a eclipse black Mazda CX-3" and "2026 Yamaha WR450F WR450F".
  it("writes comments with the article by sound and no model repeated as its badge", () => {
    const comments = cars.flatMap((car) => (car.dealerComments ? [{ car, text: car.dealerComments }] : []));
    expect(comments.filter(({ text }) => /\ba [aeio]/i.test(text))).toEqual([]);
    const badgeIsModel = comments.filter(({ car }) => car.badge === car.model);
    expect(badgeIsModel.length).toBeGreaterThan(0);
    expect(badgeIsModel.filter(({ car, text }) => text.includes(`${car.model} ${car.model}`)).map(({ text }) => text)).toEqual([]);
    const repeatsWord = (text: string | null) => (text ?? "").split(" ").some((word, i, words) => i > 0 && word === words[i - 1]);
    expect(cars.filter((car) => repeatsWord(car.name) || repeatsWord(car.carsalesTitle)).map((car) => car.carsalesTitle)).toEqual([]);
  });

  it("mixes statuses and prices in the expected proportions", () => {
    expect(share(cars, (c) => c.status === "in_stock")).toBeGreaterThan(0.8);
    expect(share(cars, (c) => c.status === "in_stock")).toBeLessThan(0.9);
    expect(share(cars, (c) => c.status === "coming_soon")).toBeGreaterThan(0.03);
    expect(share(cars, (c) => c.status === "coming_soon")).toBeLessThan(0.07);
    expect(share(cars, (c) => c.status === "sold")).toBeGreaterThan(0.08);
    expect(share(cars, (c) => c.status === "sold")).toBeLessThan(0.12);
    expect(share(cars, (c) => c.reserved)).toBeGreaterThan(0.01);
    expect(share(cars, (c) => c.reserved)).toBeLessThan(0.05);
    expect(share(cars, (c) => c.price === 0)).toBeGreaterThan(0.01);
    expect(share(cars, (c) => c.price === 0)).toBeLessThan(0.035);
    expect(share(cars, (c) => c.tag !== null)).toBeGreaterThan(0.07);
    expect(share(cars, (c) => c.tag !== null)).toBeLessThan(0.13);
    expect(share(cars, (c) => (c.spinImages as string[]).length > 0)).toBeGreaterThan(0.16);
    expect(share(cars, (c) => (c.spinImages as string[]).length > 0)).toBeLessThan(0.24);
    expect(share(cars, (c) => !c.showOnDealerWebsite)).toBeLessThan(0.03);
    expect(share(cars, (c) => c.preorder)).toBeGreaterThan(0);
  });

  it("stocks what each kind of dealer sells", () => {
    const franchise = buildCars(2_000, 7, [DEALERS[0] as Dealer]);
    expect(share(franchise, (c) => c.carType === "new")).toBeGreaterThan(0.35);
    expect(share(franchise, (c) => c.carType === "demo")).toBeGreaterThan(0.06);
    expect(share(franchise, (c) => c.carType === "used")).toBeGreaterThan(0.4);
    expect(franchise.filter((c) => c.carType !== "used").every((c) => c.make === "Toyota")).toBe(true);
    const usedToyotas = franchise.filter((c) => c.carType === "used" && c.make === "Toyota");
    // 40% of those the rule allows (older or further-driven cars are never certified).
    expect(share(usedToyotas, (c) => c.certified)).toBeGreaterThan(0.2);
    expect(share(usedToyotas, (c) => c.certified)).toBeLessThan(0.5);
    expect(franchise.some((c) => c.certified && (c.make !== "Toyota" || c.carType !== "used"))).toBe(false);
    // Issue 32: Harbour's warranty page, "under seven years old with fewer than 140,000 km".
    expect(franchise.filter((c) => c.certified).every((c) => meetsCertifiedRule({ year: c.year, km: c.km! }, NOW.getUTCFullYear()))).toBe(true);
    expect(buildCars(500, 7, [DEALERS[2] as Dealer]).every((c) => c.carType === "used")).toBe(true);

    const outdoor = buildCars(1_000, 7, [DEALERS[3] as Dealer]);
    const caravans = outdoor.filter((c) => c.itemType === "caravan");
    expect(caravans.length).toBeGreaterThan(100);
    expect(caravans.every((c) => c.km === 0 && c.specifications !== null && c.variant === null && c.body === "Caravan")).toBe(true);
    expect(outdoor.every((c) => c.itemType === "caravan" || c.itemType === "motorcycle")).toBe(true);
    expect(buildCars(300, 7, [DEALERS[4] as Dealer]).every((c) => c.itemType === "truck")).toBe(true);
  });

  it("keys finance lenders by lowercased provider and fills the lender fields", () => {
    const financed = cars.filter((c) => Object.keys(c.financeLenders as object).length > 0);
    expect(financed.length / cars.filter((c) => c.price > 500).length).toBeGreaterThan(0.75);
    for (const car of financed.slice(0, 500)) {
      for (const [key, entry] of Object.entries(car.financeLenders as Record<string, Record<string, unknown>>)) {
        expect(key).toMatch(/^[a-z0-9_]+$/);
        expect(entry).toMatchObject({ interestRate: expect.any(Number), comparisonRate: expect.any(Number), paymentWeek: expect.any(Number), termYears: expect.any(Number) });
      }
    }
  });
});

describe("demo site configurations", () => {
  it("all parse with siteConfigSchema and differ in name, colours and template", () => {
    const configs = DEMO_TENANTS.map((t) => siteConfigSchema.parse(t.config));
    expect(configs.length).toBeGreaterThanOrEqual(5);
    expect(new Set(configs.map((c) => c.name)).size).toBe(configs.length);
    expect(new Set(configs.map((c) => c.theme.primary)).size).toBe(configs.length);
    expect(new Set(configs.map((c) => c.template)).size).toBe(configs.length);
    expect(DEMO_TENANTS.filter((t) => t.isDefault).map((t) => t.config.slug)).toEqual(["southern-cross-auto"]);
    const bySlug = new Map(configs.map((c) => [c.slug, c]));
    expect(bySlug.get("harbour-toyota")).toMatchObject({ template: "manufacturer", financeProvider: "manual", certifiedFeature: true, defaultViewerMode: "gallery" });
    expect(bySlug.get("metro-motor-group")).toMatchObject({ defaultInterestRate: 8.5, showViewCount: true, collapseSoldCars: true });
    expect(bySlug.get("value-used-cars")?.searchFilters).toContainEqual([{ field: "car_type", values: ["used"] }]);
    expect(bySlug.get("southern-cross-auto")).toMatchObject({ filterPhoneNumbersByCarType: true });
  });

  it("uses globally unique dealership and location slugs", () => {
    const dealers = DEMO_TENANTS.flatMap((t) => t.dealerships);
    const locations = dealers.flatMap((d) => d.locations);
    expect(new Set(dealers.map((d) => d.slug)).size).toBe(dealers.length);
    expect(new Set(locations.map((l) => l.slug)).size).toBe(locations.length);
    expect(DEMO_TENANTS.find((t) => t.config.slug === "metro-motor-group")?.dealerships.length).toBe(8);
  });

  it("generates valid configurations for bulk tenants, cycling through templates", () => {
    const generated = Array.from({ length: 10 }, (_, i) => buildGeneratedTenant(1, i + 1));
    for (const tenant of generated) siteConfigSchema.parse(tenant.config);
    expect(generated.map((t) => t.config.slug).slice(0, 2)).toEqual(["dealer-0001", "dealer-0002"]);
    expect(new Set(generated.slice(0, 5).map((t) => t.config.template)).size).toBe(5);
    expect(buildGeneratedTenant(1, 3)).toEqual(buildGeneratedTenant(1, 3));
  });
});

describe("modelWithBadge — no word said twice (issue 32: '2026 Yamaha WR450F WR450F')", () => {
  it.each([
    ["CX-5", "Maxx", "CX-5 Maxx"],
    ["WR450F", "WR450F", "WR450F"],
    ["GLC", "GLC 300 4MATIC", "GLC 300 4MATIC"],
    ["CR-V e:HEV RS", "RS", "CR-V e:HEV RS"],
    ["NX", "NX350h Luxury", "NX NX350h Luxury"],
    ["Swift", "", "Swift"],
  ])("%s + %s → %s", (model, badge, expected) => expect(modelWithBadge(model, badge)).toBe(expected));
});
