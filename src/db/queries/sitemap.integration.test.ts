import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { cars, dealerships, siteDealerships, sites } from "@/db/schema";
import { loadSites } from "@/db/queries/sites";
import type { SiteConfigInput } from "@/domain/site/site-config-schema";
import type { Site } from "@/domain/site/site";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { listSiteSitemapEntries, listSitemapChunkLastModified, summariseSiteSitemap } from "./sitemap";

const now = new Date("2026-11-20T00:00:00Z");
const day = 86_400_000;

const config = (slug: string, dealer: string): SiteConfigInput => ({
  slug,
  name: slug,
  template: "metro-group",
  address: { city: "Brisbane", state: "QLD" },
  theme: { primary: "#123456", accent: "#abcdef", wordmark: slug },
  navigation: { header: [{ label: "Home", href: "/" }] },
  searchFilters: [[{ field: "dealership_slug", values: [dealer] }]],
});

let handle: DatabaseHandle;
let alpha: Site;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const [dA, dB] = await db.insert(dealerships).values([{ slug: "a-dealer", name: "A" }, { slug: "b-dealer", name: "B" }]).returning();
  const [sA, sB] = await db
    .insert(sites)
    .values([
      { slug: "alpha", name: "alpha", template: "metro-group", config: config("alpha", "a-dealer"), updatedAt: new Date(now.getTime() - 30 * day) },
      { slug: "bravo", name: "bravo", template: "metro-group", config: config("bravo", "b-dealer") },
    ])
    .returning();
  await db.insert(siteDealerships).values([{ siteId: sA!.id, dealershipId: dA!.id }, { siteId: sB!.id, dealershipId: dB!.id }]);
  const car = (dealershipId: number, slug: string, updatedDaysAgo: number, extra: Partial<typeof cars.$inferInsert> = {}) => ({
    dealershipId, slug, name: slug, year: 2022, make: "Mazda", model: "CX-5", stocknum: slug, carType: "used", status: "in_stock",
    updatedAt: new Date(now.getTime() - updatedDaysAgo * day), ...extra,
  });
  await db.insert(cars).values([
    car(dA!.id, "a1", 5),
    car(dA!.id, "a2", 1),
    car(dA!.id, "a3", 9),
    car(dA!.id, "a-sold-recently", 2, { status: "sold", soldAt: new Date(now.getTime() - 1 * day) }),
    car(dA!.id, "a-sold-long-ago", 0, { status: "sold", soldAt: new Date(now.getTime() - 40 * day) }),
    car(dA!.id, "a-hidden", 0, { showOnDealerWebsite: false }),
    car(dB!.id, "b1", 0),
  ]);
  alpha = (await loadSites(db)).find((s) => s.slug === "alpha")!;
});

afterAll(() => destroyTestDatabase(handle));

describe("sitemap queries", () => {
  it("lists only the site's visible vehicles, in a stable order, with updated_at", async () => {
    const rows = await listSiteSitemapEntries(handle.db, alpha, { offset: 0, limit: 100, now });
    expect(rows.map((r) => r.slug)).toEqual(["a1", "a2", "a3", "a-sold-recently"]);
    expect(rows[0]!.updatedAt).toEqual(new Date(now.getTime() - 5 * day));
  });

  it("pages by offset and limit", async () => {
    const page = await listSiteSitemapEntries(handle.db, alpha, { offset: 1, limit: 2, now });
    expect(page.map((r) => r.slug)).toEqual(["a2", "a3"]);
    expect(await listSiteSitemapEntries(handle.db, alpha, { offset: 0, limit: 0, now })).toEqual([]);
  });

  it("summarises the count and the newest change", async () => {
    expect(await summariseSiteSitemap(handle.db, alpha, now)).toEqual({ vehicleCount: 4, lastModified: new Date(now.getTime() - 1 * day) });
  });

  it("finds the newest change per chunk", async () => {
    // One main page then chunks of 2: [main, a1] [a2, a3] [a-sold-recently]
    const chunks = await listSitemapChunkLastModified(handle.db, alpha, { chunkSize: 2, leadingUrls: 1, now });
    expect(chunks).toEqual([new Date(now.getTime() - 5 * day), new Date(now.getTime() - 1 * day), new Date(now.getTime() - 2 * day)]);
  });
});
