import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { cars, locations } from "@/db/schema";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { createSiteContentFixture, type SiteContentFixture } from "../../../tests/fixtures/site-content-fixture";
import { loadSiteMenus } from "../navigation/site-chrome";
import { buildSiteSitemap } from "../seo/site-sitemap";
import { listSiteBrands, loadBrandOverview } from "./brand-overview";
import { replaceProcessSingleton } from "@/config/process-singletons";
import { DATABASE_SINGLETON } from "@/db/connection";

let handle: DatabaseHandle;
let fx: SiteContentFixture;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createSiteContentFixture(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
  await handle.db.update(locations).set({ manufacturers: ["Mazda"] }).where(eq(locations.id, fx.locationIds.alpha));
  await handle.db.insert(cars).values({
    dealershipId: fx.dealers.alpha, slug: "alpha-coming", name: "alpha-coming", year: 2026, make: "Toyota", model: "RAV4", stocknum: "AC1", vin: "VINAC1", carType: "new", status: "coming_soon", price: 45990,
  });
});
afterAll(() => destroyTestDatabase(handle));

describe("the brands a site sells (spec 000 §2 /{brand}/overview)", () => {
  it("are its franchises and its models' makes, A to Z, and only its own", async () => {
    expect((await listSiteBrands(handle.db, fx.alpha)).map((b) => b.slug)).toEqual(["mazda", "suzuki", "toyota"]);
    expect((await listSiteBrands(handle.db, fx.bravo)).map((b) => b.slug)).toEqual(["toyota"]);
  });

  it("each has an overview with the site's in-stock cars of the make by type and its models; coming soon is not counted", async () => {
    const overview = await loadBrandOverview(handle.db, fx.alpha, "toyota");
    expect(overview?.brand.name).toBe("Toyota");
    expect(overview?.stock).toEqual([
      { label: "New Toyota", count: 1, href: "/search/toyota?car_type=new" },
      { label: "Used Toyota", count: 1, href: "/search/toyota?car_type=used" },
    ]);
    expect(overview?.inStock).toBe(2);
    expect(overview?.models.map((m) => m.name)).toEqual(["RAV4", "HiLux"]);
    expect((await loadBrandOverview(handle.db, fx.alpha, "mazda"))?.stock).toEqual([]);
  });

  it("is a 404 (null) for a make the site does not sell, even one another site sells", async () => {
    expect(await loadBrandOverview(handle.db, fx.alpha, "ford")).toBeNull();
    expect(await loadBrandOverview(handle.db, fx.bravo, "suzuki")).toBeNull();
    expect(await loadBrandOverview(handle.db, fx.bravo, "mazda")).toBeNull();
  });

  it("menus keep a brand overview link only where the site sells the make", async () => {
    const site = { ...fx.bravo, config: { ...fx.bravo.config, navigation: { header: [], footer: [{ heading: "Our Brands", links: [{ label: "Toyota Overview", href: "/toyota/overview" }, { label: "Suzuki Overview", href: "/suzuki/overview" }, { label: "Dealer Locator", href: "/dealer-locator" }] }] } } };
    const menus = await loadSiteMenus(handle.db, site, new Date());
    expect(menus.footer[0]?.links.map((l) => l.href)).toEqual(["/toyota/overview", "/dealer-locator"]);
  });

  it("the sitemap lists the dealer locator and every brand overview", async () => {
    const xml = await buildSiteSitemap(fx.alpha, "https://alpha.example", new Date());
    for (const path of ["/dealer-locator", "/mazda/overview", "/suzuki/overview", "/toyota/overview"]) expect(xml).toContain(`<loc>https://alpha.example${path}</loc>`);
    expect(xml).not.toContain("/ford/overview");
  });
});
