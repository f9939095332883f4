import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { sites } from "@/db/schema";
import { minimalSiteConfig } from "../factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../support/test-database";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(() => destroyTestDatabase(handle));

it("a site whose stored configuration is invalid stops loading, naming the site and the field", async () => {
  await handle.db.insert(sites).values({
    slug: "broken-motors",
    name: "Broken Motors",
    template: "metro-group",
    config: { ...minimalSiteConfig("broken-motors"), includeSoldCarsDays: "three" },
  });
  await expect(loadSites(handle.db)).rejects.toThrow("Invalid configuration for site 'broken-motors': includeSoldCarsDays:");
});
