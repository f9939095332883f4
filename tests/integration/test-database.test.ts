import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { count, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "@/db/schema";
import { sites } from "@/db/schema";
import journal from "../../src/db/migrations/meta/_journal.json";
import { createTestDatabase, destroyTestDatabase, type DatabaseHandle } from "../support/test-database";

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** postgres-js returns an array of rows, PGlite a result object with `rows`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
}

describe("test database harness", () => {
  let a: DatabaseHandle;
  let b: DatabaseHandle;

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([destroyTestDatabase(a), destroyTestDatabase(b)]);
  });

  it("uses the database kind of the vitest project", () => {
    expect(a.kind).toBe(inject("testDatabase").kind);
  });

  it("creates a migrated database: every schema table exists and starts empty", async () => {
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      const [row] = await a.db.select({ n: count() }).from(table);
      expect(row?.n, getTableName(table)).toBe(0);
    }
    const applied = rowsOf(await a.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`));
    expect(applied[0]?.n).toBe(journal.entries.length);
  });

  it("keeps two created databases isolated from each other", async () => {
    await a.db.insert(sites).values({ slug: "only-in-a", name: "A", template: "classic", config: {} });
    await b.db.insert(sites).values([
      { slug: "only-in-b", name: "B", template: "classic", config: {} },
      { slug: "also-in-b", name: "B2", template: "classic", config: {} },
    ]);
    expect((await a.db.select({ slug: sites.slug }).from(sites)).map((s) => s.slug)).toEqual(["only-in-a"]);
    expect((await b.db.select({ slug: sites.slug }).from(sites)).map((s) => s.slug).sort()).toEqual(["also-in-b", "only-in-b"]);

    // Schema changes do not leak either.
    await a.db.execute(sql`CREATE TABLE scratch (id int)`);
    const scratchInB = rowsOf(await b.db.execute(sql`SELECT to_regclass('public.scratch')::text AS name`));
    expect(scratchInB[0]?.name).toBeNull();
  });

  it("supports bulk loading with copyRows", async () => {
    async function* lines() {
      yield "copied-1\tCopied one\tclassic\t{}\n";
      yield "copied-2\tCopied two\tclassic\t{}\n";
    }
    const countSites = async () => (await b.db.select({ n: count() }).from(sites))[0]?.n ?? 0;
    const before = await countSites();
    await b.copyRows("sites", ["slug", "name", "template", "config"], lines());
    expect(await countSites()).toBe(before + 2);
  });
  it("runs work in one transaction that can COPY into a temporary table, and rolls it all back on a throw", async () => {
    const countSites = async () => (await b.db.select({ n: count() }).from(sites))[0]?.n ?? 0;
    const before = await countSites();
    async function* lines() {
      yield "in-tx-1\tIn transaction\n";
    }
    const staged = await b.transaction(async (tx) => {
      await tx.db.execute(sql`CREATE TEMP TABLE scratch_sites (slug text, name text) ON COMMIT DROP`);
      await tx.copyRows("scratch_sites", ["slug", "name"], lines());
      await tx.db.execute(sql`INSERT INTO sites (slug, name, template, config) SELECT slug, name, 'classic', '{}' FROM scratch_sites`);
      return rowsOf(await tx.db.execute(sql`SELECT count(*)::int AS n FROM scratch_sites`))[0]?.n;
    });
    expect([staged, await countSites()]).toEqual([1, before + 1]);

    await expect(b.transaction(async (tx) => {
      await tx.db.insert(sites).values({ slug: "rolled-back", name: "R", template: "classic", config: {} });
      throw new Error("stop");
    })).rejects.toThrow("stop");
    expect(await countSites()).toBe(before + 1);
  });
});
