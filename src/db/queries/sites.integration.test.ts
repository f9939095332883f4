import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { dealerships, siteDealerships, sites } from "@/db/schema";
import { loadSites } from "@/db/queries/sites";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";

let handle: DatabaseHandle;
let ids: { alpha: number; bravo: number; charlie: number };

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const [dA, dB] = await db.insert(dealerships).values([{ slug: "alpha-dealer", name: "Alpha Dealer" }, { slug: "bravo-dealer", name: "Bravo Dealer" }]).returning();
  const [sA, sB, sC] = await db.insert(sites).values(["alpha", "bravo", "charlie"].map((slug) => ({ slug, name: `${slug} Motors`, template: "metro-group", config: minimalSiteConfig(slug) }))).returning();
  await db.insert(siteDealerships).values([{ siteId: sA!.id, dealershipId: dA!.id }, { siteId: sB!.id, dealershipId: dB!.id }, { siteId: sC!.id, dealershipId: dA!.id }]);
  ids = { alpha: sA!.id, bravo: sB!.id, charlie: sC!.id };
});

afterAll(async () => destroyTestDatabase(handle));

describe("loadSites", () => {
  it("loads every site with its own dealerships", async () => {
    const loaded = await loadSites(handle.db);
    expect(loaded.map((s) => [s.slug, s.dealerships.map((d) => d.slug)])).toEqual([
      ["alpha", ["alpha-dealer"]],
      ["bravo", ["bravo-dealer"]],
      ["charlie", ["alpha-dealer"]],
    ]);
  });

  it("loads only the sites asked for, each with its own dealerships", async () => {
    const loaded = await loadSites(handle.db, [ids.charlie, ids.bravo]);
    expect(loaded.map((s) => [s.slug, s.dealerships.map((d) => d.slug)])).toEqual([
      ["bravo", ["bravo-dealer"]],
      ["charlie", ["alpha-dealer"]],
    ]);
  });
});
