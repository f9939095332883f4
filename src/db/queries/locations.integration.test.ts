import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { dealerships, locations, openingHours, siteDealerships, sites, specialHours } from "@/db/schema";
import { findSiteLocation, findTestDriveLocation, listSiteDealerships, listSiteLocationPageSlugs, listSiteLocations } from "@/db/queries/locations";
import { loadSites } from "@/db/queries/sites";
import type { Site } from "@/domain/site/site";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";

const now = new Date("2025-12-20T00:00:00Z");
let handle: DatabaseHandle;
let alpha: Site, bravo: Site;

const place = { street: "1 Main Street", city: "Springwood", state: "QLD", postcode: "4127" };

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const [dA, dB] = await db.insert(dealerships).values([
    { slug: "alpha-dealer", name: "Alpha Dealer", averageRating: "4.4", reviewCount: 9 },
    { slug: "bravo-dealer", name: "Bravo Dealer" },
  ]).returning();
  const [sA, sB] = await db.insert(sites).values([
    { slug: "alpha", name: "alpha Motors", template: "metro-group", config: minimalSiteConfig("alpha") },
    { slug: "bravo", name: "bravo Motors", template: "metro-group", config: minimalSiteConfig("bravo") },
  ]).returning();
  await db.insert(siteDealerships).values([{ siteId: sA!.id, dealershipId: dA!.id }, { siteId: sB!.id, dealershipId: dB!.id }]);
  const inserted = await db.insert(locations).values([
    { dealershipId: dA!.id, slug: "alpha-north", name: "Alpha North", ...place, averageRating: 4.7, reviewCount: 20, locationType: "sales" },
    { dealershipId: dA!.id, slug: "alpha-main", name: "Alpha Main", ...place, primary: true, locationType: "sales", dealerLicenseNumber: "3123456" },
    { dealershipId: dA!.id, slug: "alpha-closed", name: "Alpha Closed", ...place, visible: false },
    { dealershipId: dA!.id, slug: "alpha-odd", name: "Alpha Odd", ...place, locationType: "showroom" },
    { dealershipId: dB!.id, slug: "bravo-main", name: "Bravo Main", ...place, primary: true },
  ]).returning({ id: locations.id, slug: locations.slug });
  const id = (slug: string) => inserted.find((l) => l.slug === slug)!.id;
  await db.insert(openingHours).values([
    { locationId: id("alpha-main"), department: "sales", weekday: 1, status: "Open", open: "08:30", close: "17:30" },
    { locationId: id("alpha-main"), department: "service", weekday: 1, status: "Open", open: "07:30", close: "17:00" },
    { locationId: id("alpha-main"), department: "sales", weekday: 0, status: "Closed" },
    { locationId: id("alpha-main"), department: "carwash", weekday: 1, status: "Open", open: "06:00", close: "20:00" },
    { locationId: id("bravo-main"), department: "sales", weekday: 1, status: "Open", open: "09:00", close: "17:00" },
  ]);
  await db.insert(specialHours).values([
    { locationId: id("alpha-main"), date: "2025-12-01", name: "Long gone", status: "Closed" },
    { locationId: id("alpha-main"), date: "2025-12-26", name: "Boxing Day", status: "Open", startHour: "09:00", endHour: "13:00" },
    { locationId: id("alpha-main"), date: "2025-12-25", name: "Christmas Day", status: "Closed" },
    { locationId: id("bravo-main"), date: "2025-12-25", name: "Christmas Day", status: "Closed" },
  ]);
  const loaded = await loadSites(db);
  [alpha, bravo] = ["alpha", "bravo"].map((slug) => loaded.find((s) => s.slug === slug)!) as [Site, Site];
});

afterAll(() => destroyTestDatabase(handle));

describe("location queries (site-scoped)", () => {
  it("list the site's visible locations only, primary first", async () => {
    expect((await listSiteLocations(handle.db, alpha, now)).map((l) => l.slug)).toEqual(["alpha-main", "alpha-north", "alpha-odd"]);
    expect((await listSiteLocations(handle.db, bravo, now)).map((l) => l.slug)).toEqual(["bravo-main"]);
  });

  it("find a location by slug on its own site; another site's, a hidden or an unknown slug is null", async () => {
    expect((await findSiteLocation(handle.db, alpha, "alpha-main", now))?.name).toBe("Alpha Main");
    expect(await findSiteLocation(handle.db, bravo, "alpha-main", now)).toBeNull();
    expect(await findSiteLocation(handle.db, alpha, "bravo-main", now)).toBeNull();
    expect(await findSiteLocation(handle.db, alpha, "alpha-closed", now)).toBeNull();
    expect(await findSiteLocation(handle.db, alpha, "no-such-location", now)).toBeNull();
  });

  it("give a location as the domain's Location: hours by known department, coming special hours in date order", async () => {
    const main = await findSiteLocation(handle.db, alpha, "alpha-main", now);
    expect(main).toMatchObject({
      locationType: "sales", primary: true, dealership: { slug: "alpha-dealer", name: "Alpha Dealer" }, dealerLicenseNumber: "3123456", rating: null,
      address: { street: "1 Main Street", city: "Springwood", state: "QLD", postcode: "4127", lat: null, lng: null },
    });
    expect(main!.hours).toEqual({
      sales: [{ weekday: 0, status: "Closed", open: null, close: null }, { weekday: 1, status: "Open", open: "08:30", close: "17:30" }],
      service: [{ weekday: 1, status: "Open", open: "07:30", close: "17:00" }],
    });
    expect(main!.specialHours).toEqual([
      { date: "2025-12-25", name: "Christmas Day", status: "Closed", startHour: null, endHour: null },
      { date: "2025-12-26", name: "Boxing Day", status: "Open", startHour: "09:00", endHour: "13:00" },
    ]);
    const north = await findSiteLocation(handle.db, alpha, "alpha-north", now);
    expect([north!.rating, north!.hours, north!.specialHours]).toEqual([{ average: 4.7, count: 20 }, {}, []]);
    expect((await findSiteLocation(handle.db, alpha, "alpha-odd", now))!.locationType).toBeNull();
  });

  it("list the slugs the site's location pages answer for: visible locations and their dealerships", async () => {
    expect((await listSiteLocationPageSlugs(handle.db, alpha)).toSorted()).toEqual(["alpha-dealer", "alpha-main", "alpha-north", "alpha-odd"]);
    expect((await listSiteLocationPageSlugs(handle.db, bravo)).toSorted()).toEqual(["bravo-dealer", "bravo-main"]);
  });

  it("find a car's location's sales hours and coming special hours for its test-drive slots", async () => {
    const main = await findSiteLocation(handle.db, alpha, "alpha-main", now);
    const found = await findTestDriveLocation(handle.db, main!.id, now);
    expect(found).toMatchObject({ state: "QLD", distributionLocations: [], weekly: main!.hours.sales });
    expect(found!.special.map((s) => s.date).toSorted()).toEqual(["2025-12-25", "2025-12-26"]);
    expect(await findTestDriveLocation(handle.db, 999_999, now)).toBeNull();
  });

  it("list the site's dealerships with their rating", async () => {
    expect(await listSiteDealerships(handle.db, alpha)).toEqual([{ id: alpha.dealerships[0]!.id, slug: "alpha-dealer", name: "Alpha Dealer", rating: { average: 4.4, count: 9 } }]);
    expect((await listSiteDealerships(handle.db, bravo))[0]!.rating).toBeNull();
  });
});
