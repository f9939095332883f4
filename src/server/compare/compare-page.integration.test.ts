import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { cars } from "@/db/schema";
import { COMPARE_MESSAGES } from "@/domain/compare/compare-set";
import type { Site } from "@/domain/site/site";
import { createTwoSitesFixture } from "../../../tests/fixtures/two-sites-fixture";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { loadComparePage } from "./compare-page";

const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;
let alpha: Site;
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const fx = await createTwoSitesFixture(db);
  const car = (slug: string, dealershipId: number, extra: Partial<typeof cars.$inferInsert> = {}) => ({
    slug, dealershipId, locationId: fx.sydneyLocationId, name: `Name of ${slug}`, year: 2024, make: "Mazda", model: "CX-5", stocknum: slug, carType: "used", status: "in_stock", price: 40_000,
    km: 20_000, body: "SUV", fuel: "Petrol", transmission: "Automatic", colour: "White", seats: 5, variant: { cylinders: 4, enginesize: 2488, fuelconsumptioncombined: 7.1 }, ...extra,
  });
  const rows = await db.insert(cars).values([
    car("white-suv", fx.alphaDealershipId, { features: ["Bluetooth"], autograbData: { state_average_market_price: 45_000 } }),
    car("red-suv", fx.alphaDealershipId, { carType: "new", colour: "Red", km: 55_000, price: 38_000 }),
    car("sold-suv", fx.alphaDealershipId, { status: "sold", soldAt: new Date("2025-01-01T00:00:00Z") }),
    car("hidden-suv", fx.alphaDealershipId, { showOnDealerWebsite: false, price: 12_345, colour: "Secret Teal" }),
    car("bravo-suv", fx.bravoDealershipId, { colour: "Bravo Blue" }),
  ]).returning();
  for (const row of rows) ids[row.slug] = row.id;
  alpha = (await loadSites(handle.db)).find((s) => s.slug === "alpha")!;
});

afterAll(() => destroyTestDatabase(handle));

const page = (query: Record<string, string>) => loadComparePage(handle.db, alpha, query, NOW);
const list = (...slugs: string[]) => slugs.map((slug) => ids[slug]).join(",");
const row = (rows: { key: string }[], key: string) => rows.find((r) => r.key === key) as { values: (string | null)[]; differs: boolean } | undefined;

describe("the compare page (issue 35 §1)", () => {
  it("compares this site's cars in the address's order, marking the rows that differ", async () => {
    const answer = await page({ cars: list("red-suv", "white-suv") });
    expect(answer.ids).toEqual([ids["red-suv"], ids["white-suv"]]);
    expect(answer.notices).toEqual([]);
    expect(row(answer.rows, "price")).toEqual(expect.objectContaining({ values: ["$38,000", "$40,000"], differs: true }));
    expect(row(answer.rows, "colour")).toEqual(expect.objectContaining({ values: ["Red", "White"], differs: true }));
    expect(row(answer.rows, "year")).toEqual(expect.objectContaining({ values: ["2024", "2024"], differs: false }));
    expect(row(answer.rows, "market")!.values).toEqual([null, "Below market price"]);
    expect(row(answer.rows, "finance")!.values.every((value) => value === null || /^\$\d+\/wk$/.test(value))).toBe(true);
    expect(row(answer.rows, "drive-away")).toBeUndefined();
  });

  it("differences only hides the rows that read the same", async () => {
    const answer = await page({ cars: list("red-suv", "white-suv"), differences: "only" });
    expect(answer.rows.map((r) => r.key)).toEqual(["price", "km", "colour", "features", "market"]);
  });

  it("adds the drive-away estimate for a postcode, and says when the postcode is unknown", async () => {
    const answer = await page({ cars: list("red-suv", "sold-suv"), postcode: "2000" });
    expect(row(answer.rows, "drive-away")!.values[0]).toMatch(/^(At least )?\$\d{2},\d{3}$/);
    expect(row(answer.rows, "drive-away")!.values[1]).toBeNull();
    expect((await page({ cars: list("red-suv"), postcode: "3989" })).postcode).toEqual({ typed: "3989", valid: null, error: "Invalid postcode" });
    expect((await page({ cars: list("red-suv"), postcode: "20" })).postcode.error).toBe("Invalid postcode. Please enter a 4-digit number.");
  });

  it("keeps a sold car in the table, marked SOLD, with no finance or badge", async () => {
    const answer = await page({ cars: list("sold-suv", "white-suv") });
    expect(answer.cars[0]).toMatchObject({ kind: "shown", car: { slug: "sold-suv", status: "sold" } });
    expect(row(answer.rows, "price")!.values[0]).toBe("SOLD");
    expect(row(answer.rows, "finance")!.values[0]).toBeNull();
  });

  it("keeps a hidden car of this site as its place alone: nothing of it reaches the page", async () => {
    const answer = await page({ cars: list("hidden-suv", "white-suv") });
    expect(answer.cars[0]).toEqual({ kind: "hidden", id: ids["hidden-suv"] });
    expect(answer.rows.every((r) => r.values[0] === null)).toBe(true);
    const text = JSON.stringify(answer);
    for (const secret of ["hidden-suv", "Name of hidden", "Secret Teal", "12,345", "12345"]) expect(text).not.toContain(secret);
    expect(answer.notices).toEqual([]);
  });

  it("refuses another site's car: left out, with a notice, and nothing of it shown", async () => {
    const answer = await page({ cars: list("bravo-suv", "white-suv") });
    expect(answer.ids).toEqual([ids["white-suv"]]);
    expect(answer.cars).toHaveLength(1);
    expect(answer.notices).toEqual([COMPARE_MESSAGES.notOurs]);
    expect(JSON.stringify(answer)).not.toContain("Bravo Blue");
    const alone = await page({ cars: list("bravo-suv") });
    expect(alone).toMatchObject({ cars: [], ids: [], notices: [COMPARE_MESSAGES.notOurs] });
  });

  it("the other site sees its own car, and none of this site's", async () => {
    const bravo = (await loadSites(handle.db)).find((s) => s.slug === "bravo")!;
    const answer = await loadComparePage(handle.db, bravo, { cars: list("bravo-suv", "white-suv", "hidden-suv") }, NOW);
    expect(answer.cars.map((c) => (c.kind === "shown" ? c.car.slug : `hidden ${c.id}`))).toEqual(["bravo-suv"]);
  });

  it("refuses more than four cars with a message, and flags junk", async () => {
    const five = await page({ cars: "1,2,3,4,5" });
    expect(five).toMatchObject({ refused: true, cars: [], ids: [1, 2, 3, 4], notices: [COMPARE_MESSAGES.tooMany] });
    const junk = await page({ cars: `${ids["white-suv"]},x,${ids["white-suv"]}` });
    expect(junk).toMatchObject({ ids: [ids["white-suv"]], notices: [COMPARE_MESSAGES.junk] });
  });
});
