/** Two sites and three dealerships for the lead integration tests (not used by the app). */
import type { DatabaseHandle } from "@/db/client";
import { cars, dealerships, dealerWebhooks, locations, siteDealerships, sites } from "@/db/schema";
import { loadSites } from "@/db/queries/sites";
import type { Site } from "@/domain/site/site";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";

export type LeadFixture = {
  alpha: Site;
  bravo: Site;
  dealers: { alpha: number; alphaEast: number; bravo: number };
  carIds: { alphaUsed: number; alphaTestDriveOnly: number; bravoNew: number };
  locationIds: { alpha: number; alphaEast: number; bravo: number };
};

export async function createLeadFixture(handle: DatabaseHandle, options: { webhookUrl?: string; webhookSecret?: string } = {}): Promise<LeadFixture> {
  const { db } = handle;
  const [dA, dE, dB] = await db
    .insert(dealerships)
    .values([
      { slug: "alpha-motors", name: "Alpha Motors", leadEmail: "leads@alpha.example" },
      { slug: "alpha-east", name: "Alpha East", leadEmail: null },
      { slug: "bravo-motors", name: "Bravo Motors", leadEmail: "leads@bravo.example" },
    ])
    .returning();
  if (!dA || !dE || !dB) throw new Error("fixture dealerships");
  if (options.webhookUrl) await db.insert(dealerWebhooks).values({ dealershipId: dE.id, url: options.webhookUrl, secret: options.webhookSecret ?? "s3cret" });
  const [sA, sB] = await db
    .insert(sites)
    .values([
      { slug: "alpha", name: "Alpha Group", template: "metro-group", config: minimalSiteConfig("alpha", { searchFilters: [[{ field: "dealership_slug", values: ["alpha-motors", "alpha-east"] }]] }) },
      { slug: "bravo", name: "Bravo Cars", template: "metro-group", config: minimalSiteConfig("bravo", { searchFilters: [[{ field: "dealership_slug", values: ["bravo-motors"] }]] }) },
    ])
    .returning();
  if (!sA || !sB) throw new Error("fixture sites");
  await db.insert(siteDealerships).values([{ siteId: sA.id, dealershipId: dA.id }, { siteId: sA.id, dealershipId: dE.id }, { siteId: sB.id, dealershipId: dB.id }]);
  const place = { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" };
  const [lA, lE, lB] = await db
    .insert(locations)
    .values([
      { dealershipId: dA.id, name: "Alpha Sales", slug: "alpha-sales", primary: true, phone: "07 3000 0001", ...place },
      { dealershipId: dE.id, name: "Alpha East Sales", slug: "alpha-east-sales", primary: true, phone: "07 3000 0002", ...place },
      { dealershipId: dB.id, name: "Bravo Sales", slug: "bravo-sales", primary: true, phone: "07 3000 0003", ...place },
    ])
    .returning();
  const car = (dealershipId: number, slug: string, carType: string, tag: string | null = null) => ({
    dealershipId, slug, name: slug, year: 2021, make: "Toyota", model: "RAV4", badge: "GXL", stocknum: slug.toUpperCase(), vin: `VIN${slug.toUpperCase()}`,
    carType, status: "in_stock", price: 38990, km: 41200, body: "SUV", transmission: "Automatic", tag,
  });
  const [cU, cT, cB] = await db
    .insert(cars)
    .values([car(dA.id, "alpha-used", "used"), car(dA.id, "alpha-td", "new", "Test Drive Only"), car(dB.id, "bravo-new", "new")])
    .returning({ id: cars.id });
  const all = await loadSites(db);
  const find = (slug: string) => all.find((s) => s.slug === slug)!;
  return {
    alpha: find("alpha"),
    bravo: find("bravo"),
    dealers: { alpha: dA.id, alphaEast: dE.id, bravo: dB.id },
    carIds: { alphaUsed: cU!.id, alphaTestDriveOnly: cT!.id, bravoNew: cB!.id },
    locationIds: { alpha: lA!.id, alphaEast: lE!.id, bravo: lB!.id },
  };
}

let shoppers = 0;
/**
 * A shopper of their own (a fresh e-mail address), for a test that needs a new lead: the same shopper's same
 * enquiry again within 24 hours is a repeat of the first, which is not delivered itself (issue 30).
 */
export const anotherShopper = () => ({ email: `shopper-${++shoppers}@example.com` });

/** A valid enquiry body; tests override what they exercise. */
export const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: "Jess", last_name: "Nguyen", email: "jess@example.com", phone: "0412 345 678", postcode: "4000",
  message: "Is it still available?", terms_conditions: true, url: "https://alpha.example/cars/alpha-used", user_agent: "vitest",
  lead_attributes: { visited_pages: ["/", "/cars/alpha-used"], linked_query_params: { utm_source: "test" } },
  ...overrides,
});
