/**
 * A fresh, migrated database for an integration test, cloned from the template that
 * ./global-setup.ts prepared: PostgreSQL in the integration-postgres project, PGlite otherwise.
 *
 *   let handle: DatabaseHandle;
 *   beforeAll(async () => { handle = await createTestDatabase(); });
 *   afterAll(() => destroyTestDatabase(handle));
 */
import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../src/db/client";
import { adminClient, databaseUrlFor } from "./global-setup";

export type { DatabaseHandle };

const cleanups = new WeakMap<DatabaseHandle, () => Promise<void>>();

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("testDatabase");
  if (!template) throw new Error("No test database template: run integration tests through a vitest project with tests/support/global-setup.ts");
  const id = randomBytes(6).toString("hex");

  if (template.kind === "postgres") {
    const name = `forecourt_t_${template.runId}_${id}`;
    const admin = adminClient(template.serverUrl);
    try {
      await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
    } finally {
      await admin.end({ timeout: 5 });
    }
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(template.serverUrl, name), poolSize: 4 });
    cleanups.set(handle, async () => {
      const sql = adminClient(template.serverUrl);
      try {
        await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    });
    return handle;
  }

  const handle = await openDatabase({ dataDir: "memory://", pgliteDump: await openAsBlob(template.dumpFile) });
  cleanups.set(handle, async () => {});
  return handle;
}

/** Closes the handle and deletes its database. Safe to call twice or with undefined (a failed beforeAll). */
export async function destroyTestDatabase(handle: DatabaseHandle | undefined): Promise<void> {
  if (!handle) return;
  const cleanup = cleanups.get(handle);
  cleanups.delete(handle);
  if (!cleanup) return;
  try {
    await handle.close();
  } finally {
    await cleanup();
  }
}
