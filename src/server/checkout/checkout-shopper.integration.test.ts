import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { cars, dealerships, locations, siteDealerships, sites } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { SESSION_COOKIE } from "@/server/accounts/account-cookies";
import { startShopperSession } from "@/server/accounts/shopper-sessions";
import { loadCheckoutCar } from "@/server/vehicle/checkout-car";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { checkoutShopper } from "./checkout-shopper";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

/**
 * The checkout gate as the purchase pages call it (decision 024), against a real database: the request's cookies and
 * Next.js's redirect are the only stand-ins (a redirect is thrown, as Next.js does, and caught here with its address).
 */
const request = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
class Redirected extends Error {
  constructor(readonly location: string) {
    super(`redirect ${location}`);
  }
}
vi.mock("next/headers", () => ({ cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined) }) }));
vi.mock("next/navigation", () => ({
  redirect: (location: string) => {
    throw new Redirected(location);
  },
}));

let handle: DatabaseHandle;
let gated: Site;
let open: Site;
let sessionToken: string;
const SHOPPER = "+61491570123";

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  const [dealer] = await db.insert(dealerships).values({ slug: "alpha", name: "Alpha", leadEmail: "sales@alpha.test" }).returning();
  const [location] = await db.insert(locations).values({ dealershipId: dealer!.id, name: "City", slug: "city", street: "1 George St", city: "Sydney", state: "NSW", postcode: "2000", primary: true }).returning();
  const scope = { searchFilters: [[{ field: "dealership_slug" as const, values: ["alpha"] }]] };
  const rows = await db
    .insert(sites)
    .values([
      { slug: "gated", name: "Gated Motors", template: "metro-group", config: minimalSiteConfig("gated", { ...scope, checkout: { requiresSignIn: true }, reservePath: "buy-online" }) },
      { slug: "open", name: "Open Motors", template: "metro-group", config: minimalSiteConfig("open", scope) },
    ])
    .returning();
  await db.insert(siteDealerships).values(rows.map((r) => ({ siteId: r.id, dealershipId: dealer!.id })));
  const car = (slug: string, extra: Partial<typeof cars.$inferInsert> = {}) => ({
    slug, dealershipId: dealer!.id, locationId: location!.id, name: `2024 Mazda CX-5 ${slug}`, year: 2024, make: "Mazda", model: "CX-5", stocknum: slug.toUpperCase(),
    carType: "used" as const, status: "in_stock" as const, price: 35_000, checkoutEnabled: true, ...extra,
  });
  await db.insert(cars).values([car("reservable"), car("no-checkout", { checkoutEnabled: false }), car("held", { reserved: true }), car("sold", { status: "sold" })]);
  const all = await loadSites(db);
  gated = all.find((s) => s.slug === "gated")!;
  open = all.find((s) => s.slug === "open")!;
  sessionToken = (await startShopperSession(db, gated, SHOPPER, new Date())).sessionToken;
});
afterAll(() => destroyTestDatabase(handle));

async function gate(site: Site, slug: string, journey: "reserve" | "purchase", path: string, signedIn: boolean): Promise<string> {
  request.cookies.clear();
  if (signedIn) request.cookies.set(SESSION_COOKIE, sessionToken);
  const model = await loadCheckoutCar(handle.db, site, { slug });
  if (!model) throw new Error(`no car ${slug}`);
  try {
    const shopper = await checkoutShopper(site, model, journey, path);
    return shopper ? `page, signed in as ${shopper.phone}` : "page";
  } catch (error) {
    if (error instanceof Redirected) return error.location;
    throw error;
  }
}

describe("checkoutShopper — spec 001 §4 gated routes, §6 'checkout (some sites)'", () => {
  it.each<[string, () => Site, string, "reserve" | "purchase", string, boolean, string]>([
    ["signed out, a reservable car on a gating site: sign in to reserve, back to its reserve path",
      () => gated, "reservable", "reserve", "/cars/reservable/buy-online", false, "/sign-in?type=reserve&redirect=%2Fcars%2Freservable%2Fbuy-online&back=%2Fcars%2Freservable"],
    ["signed out, online purchase on a gating site: sign in to buy online",
      () => gated, "reservable", "purchase", "/checkout-journey?car_id=1", false, "/sign-in?type=checkout&redirect=%2Fcheckout-journey%3Fcar_id%3D1&back=%2Fcars%2Freservable"],
    ["signed in: straight to the page", () => gated, "reservable", "reserve", "/cars/reservable/buy-online", true, `page, signed in as ${SHOPPER}`],
    ["a car without checkout: its page says so, no sign-in", () => gated, "no-checkout", "reserve", "/cars/no-checkout/buy-online", false, "page"],
    ["a car held for another shopper: no sign-in to reserve it", () => gated, "held", "reserve", "/cars/held/buy-online", false, "page"],
    ["a sold car: no sign-in", () => gated, "sold", "reserve", "/cars/sold/buy-online", false, "page"],
    ["a site that does not gate: open", () => open, "reservable", "reserve", "/cars/reservable/checkout", false, "page"],
    ["a site that does not gate, another site's session: open, and no one", () => open, "reservable", "reserve", "/cars/reservable/checkout", true, "page"],
  ])("%s", async (_label, site, slug, journey, path, signedIn, expected) => {
    expect(await gate(site(), slug, journey, path, signedIn)).toBe(expected);
  });
});
