import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { cars, dealerships, locations, manufacturers, siteDealerships, sites } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { loadBrandsDirectory } from "./brands-directory";

let handle: DatabaseHandle;
let group: Site;
const now = new Date("2026-11-20T00:00:00Z");
const place = { street: "1 Main St", city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, lng: 153.41 };

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  await db.insert(manufacturers).values([{ name: "Isuzu", slug: "isuzu", logoUrl: "/media/brands/isuzu.svg" }, { name: "Hino", slug: "hino", logoUrl: null }]);
  const [utes, trucks, other] = await db
    .insert(dealerships)
    .values([{ slug: "g-utes", name: "G Utes" }, { slug: "g-trucks", name: "G Trucks" }, { slug: "other", name: "Other Dealer" }])
    .returning();
  const [g, o] = await db
    .insert(sites)
    .values([
      { slug: "group", name: "Group", template: "group-portal", config: minimalSiteConfig("group", { searchFilters: [[{ field: "dealership_slug", values: ["g-utes", "g-trucks"] }]], brandsDirectory: { establishedYear: 1994 } }) },
      { slug: "other", name: "Other", template: "metro-group", config: minimalSiteConfig("other") },
    ])
    .returning();
  await db.insert(siteDealerships).values([{ siteId: g!.id, dealershipId: utes!.id }, { siteId: g!.id, dealershipId: trucks!.id }, { siteId: o!.id, dealershipId: other!.id }]);
  await db.insert(locations).values([
    { dealershipId: utes!.id, name: "Utes", slug: "g-utes-1", manufacturers: ["Isuzu"], ...place },
    { dealershipId: trucks!.id, name: "Trucks", slug: "g-trucks-1", manufacturers: ["Isuzu", "Hino"], ...place },
    { dealershipId: trucks!.id, name: "Trucks (closed)", slug: "g-trucks-2", manufacturers: ["Fuso"], visible: false, ...place },
    { dealershipId: other!.id, name: "Other", slug: "other-1", manufacturers: ["Kia"], ...place },
  ]);
  const car = (dealershipId: number, slug: string, make: string, itemType: string, carType = "new") => ({ dealershipId, slug, name: slug, year: 2026, make, model: "X", stocknum: slug, carType, status: "in_stock", itemType, price: 50_000 });
  await db.insert(cars).values([
    car(utes!.id, "dmax", "Isuzu", "car"),
    car(trucks!.id, "nseries", "Isuzu", "truck"),
    car(trucks!.id, "hino-500", "Hino", "truck"),
    // A used trade-in of a make the ute dealer holds no franchise for is no brand of the group.
    car(utes!.id, "old-kia", "Kia", "car", "used"),
    car(other!.id, "kia", "Kia", "car"),
  ]);
  group = (await loadSites(db)).find((s) => s.slug === "group")!;
});

afterAll(() => destroyTestDatabase(handle));

describe("the brands directory (spec 000 §1)", () => {
  it("grids the group's franchise makes by the kind of stock each dealership holds, and counts its own locations and brands", async () => {
    const directory = await loadBrandsDirectory(handle.db, group, { establishedYear: 1994, ownBrands: [] }, now);
    expect(directory.grids.map((g) => [g.heading, g.brands.map((b) => [b.name, b.logoUrl])])).toEqual([
      ["Car brands", [["Isuzu", "/media/brands/isuzu.svg"]]],
      ["Truck brands", [["Hino", null], ["Isuzu", "/media/brands/isuzu.svg"]]],
    ]);
    expect(directory.stats).toEqual([
      { figure: "2", label: "locations" },
      { figure: "2", label: "brands" },
      { figure: "30+", label: "years" },
    ]);
  });
});
