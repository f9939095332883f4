import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { cars, dealerships, leads, siteDealerships, sites } from "@/db/schema";
import { countSiteStock, findSiteCarBySlug, listLatestSiteCars } from "@/db/queries/cars";
import { findSiteLead, listSiteLeads } from "@/db/queries/leads";
import { loadSites } from "@/db/queries/sites";
import { resolveSiteHost } from "@/domain/site/resolve-site-host";
import type { SiteConfigInput } from "@/domain/site/site-config-schema";
import type { Site } from "@/domain/site/site";
import { minimalSiteConfig } from "../factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../support/test-database";

const now = new Date("2026-11-20T00:00:00Z");

const config = (slug: string, searchFilters: SiteConfigInput["searchFilters"], extra: Partial<SiteConfigInput> = {}) =>
  minimalSiteConfig(slug, { searchFilters, ...extra });

let handle: DatabaseHandle;
let alpha: Site, bravo: Site, charlie: Site;
const leadIds: Record<string, string> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const [dA, dB] = await db.insert(dealerships).values([{ slug: "alpha-dealer", name: "Alpha Dealer" }, { slug: "bravo-dealer", name: "Bravo Dealer" }]).returning();
  const siteRows = await db
    .insert(sites)
    .values([
      { slug: "alpha", name: "alpha Motors", template: "metro-group", domains: ["alpha.example.au"], config: config("alpha", [[{ field: "dealership_slug", values: ["alpha-dealer"] }]], { phoneNumbers: { new: "(07) 5555 0101" } }) },
      { slug: "bravo", name: "bravo Motors", template: "metro-group", domains: ["bravo.example.au"], config: config("bravo", [[{ field: "dealership_slug", values: ["bravo-dealer"] }]], { phoneNumbers: { new: "(07) 5555 0202" } }) },
      // Shares Alpha's dealership but shows only its used cars, and its filter even names Bravo's dealership:
      // the site's own dealership list must still keep Bravo's stock out.
      { slug: "charlie", name: "charlie Motors", template: "metro-group", config: config("charlie", [[{ field: "dealership_slug", values: ["alpha-dealer", "bravo-dealer"] }], [{ field: "car_type", values: ["used"] }]]) },
    ])
    .returning();
  const [sA, sB, sC] = siteRows;
  await db.insert(siteDealerships).values([
    { siteId: sA!.id, dealershipId: dA!.id },
    { siteId: sB!.id, dealershipId: dB!.id },
    { siteId: sC!.id, dealershipId: dA!.id },
  ]);
  const car = (dealershipId: number, slug: string, carType: string, status = "in_stock", soldAt: Date | null = null) => ({
    dealershipId, slug, name: slug, year: 2022, make: "Mazda", model: "CX-5", stocknum: slug.toUpperCase(), carType, status, soldAt, price: 30000,
  });
  await db.insert(cars).values([
    car(dA!.id, "alpha-new", "new"),
    car(dA!.id, "alpha-used", "used"),
    car(dA!.id, "alpha-sold-recently", "used", "sold", new Date(now.getTime() - 2 * 86_400_000)),
    car(dA!.id, "alpha-sold-long-ago", "used", "sold", new Date(now.getTime() - 20 * 86_400_000)),
    { ...car(dA!.id, "alpha-hidden", "used"), showOnDealerWebsite: false },
    car(dB!.id, "bravo-new", "new"),
    car(dB!.id, "bravo-used", "used"),
  ]);
  const inserted = await db
    .insert(leads)
    .values([
      { siteId: sA!.id, dealershipId: dA!.id, category: "General Enquiry", email: "a@example.com", payload: {} },
      { siteId: sB!.id, dealershipId: dB!.id, category: "General Enquiry", email: "b@example.com", payload: {} },
    ])
    .returning({ id: leads.id, siteId: leads.siteId });
  for (const row of inserted) leadIds[row.siteId === sA!.id ? "alpha" : "bravo"] = row.id;
  const loaded = await loadSites(db);
  [alpha, bravo, charlie] = ["alpha", "bravo", "charlie"].map((slug) => loaded.find((s) => s.slug === slug)!) as [Site, Site, Site];
});

afterAll(async () => {
  await destroyTestDatabase(handle);
});

const slugs = async (site: Site) => (await listLatestSiteCars(handle.db, site, { limit: 50, now })).map((c) => c.slug).sort();

describe("tenant isolation", () => {
  it("each site lists only its own dealerships' stock, narrowed by its search filters", async () => {
    expect(await slugs(alpha)).toEqual(["alpha-new", "alpha-used"]);
    expect(await slugs(bravo)).toEqual(["bravo-new", "bravo-used"]);
    expect(await slugs(charlie)).toEqual(["alpha-used"]);
  });

  it("counts in-stock and recently sold cars apart, never hidden, old sold or other sites' cars", async () => {
    expect(await countSiteStock(handle.db, alpha, now)).toEqual({ inStock: 2, comingSoon: 0, recentlySold: 1 });
    expect(await countSiteStock(handle.db, bravo, now)).toEqual({ inStock: 2, comingSoon: 0, recentlySold: 0 });
    expect(await countSiteStock(handle.db, charlie, now)).toEqual({ inStock: 1, comingSoon: 0, recentlySold: 1 });
  });

  it("a vehicle page never opens another site's car", async () => {
    expect((await findSiteCarBySlug(handle.db, alpha, "alpha-new"))?.slug).toBe("alpha-new");
    expect(await findSiteCarBySlug(handle.db, bravo, "alpha-new")).toBeNull();
    expect(await findSiteCarBySlug(handle.db, alpha, "bravo-used")).toBeNull();
    expect(await findSiteCarBySlug(handle.db, charlie, "alpha-new")).toBeNull();
    expect(await findSiteCarBySlug(handle.db, charlie, "bravo-used")).toBeNull();
    expect(await findSiteCarBySlug(handle.db, alpha, "alpha-hidden")).toBeNull();
  });

  it("a site sees only its own leads", async () => {
    expect((await listSiteLeads(handle.db, alpha, { limit: 10 })).map((l) => l.email)).toEqual(["a@example.com"]);
    expect((await listSiteLeads(handle.db, bravo, { limit: 10 })).map((l) => l.email)).toEqual(["b@example.com"]);
    expect(await listSiteLeads(handle.db, charlie, { limit: 10 })).toEqual([]);
    expect(await findSiteLead(handle.db, bravo, leadIds.alpha!)).toBeNull();
    expect((await findSiteLead(handle.db, alpha, leadIds.alpha!))?.email).toBe("a@example.com");
  });

  it("each host resolves to its own configuration", async () => {
    const all = await loadSites(handle.db);
    const configFor = (host: string) => {
      const r = resolveSiteHost(host, all);
      return r.kind === "site" ? all.find((s) => s.slug === r.slug)!.config : null;
    };
    expect(configFor("alpha.localhost:3000")?.phoneNumbers.new).toBe("(07) 5555 0101");
    expect(configFor("bravo.example.au")?.phoneNumbers.new).toBe("(07) 5555 0202");
    expect(configFor("www.bravo.example.au")?.slug).toBe("bravo");
    expect(configFor("delta.localhost:3000")).toBeNull();
  });
});
