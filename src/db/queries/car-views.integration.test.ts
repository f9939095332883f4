import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { cars, dealerships, siteDealerships, sites } from "@/db/schema";
import { loadSites } from "@/db/queries/sites";
import type { Site } from "@/domain/site/site";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { findSiteCarBySlug } from "./cars";
import { findSiteCarsByIds } from "./search-index";
import { recordCarView } from "./vehicle-events";

let handle: DatabaseHandle;
let site: Site;
let counted: number;
let uncounted: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const [dealer] = await db.insert(dealerships).values({ slug: "a-dealer", name: "A" }).returning();
  const [row] = await db.insert(sites).values({
    slug: "alpha", name: "alpha", template: "metro-group",
    config: {
      slug: "alpha", name: "alpha", template: "metro-group", address: { city: "Brisbane", state: "QLD" },
      theme: { primary: "#123456", accent: "#abcdef", wordmark: "alpha" }, navigation: { header: [{ label: "Home", href: "/" }] },
      searchFilters: [[{ field: "dealership_slug", values: ["a-dealer"] }]],
    },
  }).returning();
  await db.insert(siteDealerships).values({ siteId: row!.id, dealershipId: dealer!.id });
  const car = (slug: string, views: number) => ({ dealershipId: dealer!.id, slug, name: slug, year: 2022, make: "Mazda", model: "CX-5", stocknum: slug, carType: "used", status: "in_stock", views });
  const [a, b] = await db.insert(cars).values([car("counted", 100), car("uncounted", 7)]).returning({ id: cars.id });
  counted = a!.id;
  uncounted = b!.id;
  await recordCarView(db, counted, "visitor-1", "2026-11-22");
  await recordCarView(db, counted, "visitor-2", "2026-11-22");
  site = (await loadSites(db)).find((s) => s.slug === "alpha")!;
});

afterAll(() => destroyTestDatabase(handle));

describe("car views on cards", () => {
  it("adds this platform's page views (car_view_counts) to the feed's views; no row counts as 0", async () => {
    const byId = new Map((await findSiteCarsByIds(handle.db, site, [counted, uncounted])).map((c) => [c.id, c.views]));
    expect(byId.get(counted)).toBe(102);
    expect(byId.get(uncounted)).toBe(7);
    expect((await findSiteCarBySlug(handle.db, site, "counted"))?.views).toBe(102);
  });
});
