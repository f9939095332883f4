import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { sitePages, sitePageVersions, sites } from "@/db/schema";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { listPageVersions, recordFirstPageVersions } from "./site-page-versions";

/** Migration 0029's last statement: the pages already written become their version 1. */
const BACKFILL = readFileSync(path.resolve(__dirname, "../migrations/0029_content_page_versions.sql"), "utf8").split("--> statement-breakpoint").at(-1)!;

let handle: DatabaseHandle;
const AT = new Date("2026-11-01T00:00:00Z");

async function pageWithoutVersions(slug: string): Promise<number> {
  const [site] = await handle.db.insert(sites).values({ slug: `${slug}-site`, name: "Site", template: "metro-group", config: minimalSiteConfig(`${slug}-site`) }).returning();
  const [page] = await handle.db.insert(sitePages).values({ siteId: site!.id, slug: "warranty", title: "Warranty", body: "Five years.", updatedAt: AT }).returning();
  return page!.id;
}

beforeAll(async () => { handle = await createTestDatabase(); });
afterAll(() => destroyTestDatabase(handle));

describe("a page's first version", () => {
  it("is the page as it stood, written by no one, by the migration and by the seed alike", async () => {
    const migrated = await pageWithoutVersions("migrated");
    await handle.db.execute(sql.raw(BACKFILL));
    const seeded = await pageWithoutVersions("seeded");
    await recordFirstPageVersions(handle.db);
    await recordFirstPageVersions(handle.db);
    for (const pageId of [migrated, seeded]) {
      expect(await listPageVersions(handle.db, pageId)).toEqual([{ version: 1, title: "Warranty", savedAt: AT, savedBy: null, restoredFrom: null }]);
    }
    const rows = await handle.db.select({ body: sitePageVersions.body }).from(sitePageVersions).where(eq(sitePageVersions.pageId, seeded));
    expect(rows).toEqual([{ body: "Five years." }]);
  });
});
