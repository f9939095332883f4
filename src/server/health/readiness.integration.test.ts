import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { beginDraining } from "@/server/lifecycle/shutdown";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { checkReadiness } from "./readiness";

let migrated: DatabaseHandle;
let empty: DatabaseHandle;

beforeAll(async () => {
  migrated = await createTestDatabase();
  empty = await openDatabase({ dataDir: "memory://" });
});
afterAll(async () => {
  await destroyTestDatabase(migrated);
  await empty?.close();
});

describe("checkReadiness", () => {
  it("is ready with the database answering and every shipped migration applied", async () => {
    expect(await checkReadiness(async () => migrated)).toEqual({ ready: true });
  });

  it("is not ready on a database that lacks the migrations", async () => {
    expect(await checkReadiness(async () => empty)).toEqual({ ready: false, reason: "migrations pending" });
  });

  it("is not ready when the database cannot be reached, or does not answer in time", async () => {
    expect(await checkReadiness(() => Promise.reject(new Error("ECONNREFUSED")))).toEqual({ ready: false, reason: "database unreachable" });
    const started = Date.now();
    expect(await checkReadiness(() => new Promise(() => {}))).toEqual({ ready: false, reason: "database unreachable" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("is not ready once the process drains, whatever the database says", async () => {
    beginDraining();
    expect(await checkReadiness(async () => migrated)).toEqual({ ready: false, reason: "draining" });
  });
});
