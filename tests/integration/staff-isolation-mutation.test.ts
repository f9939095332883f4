import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { createTestDatabase, destroyTestDatabase } from "../support/test-database";
import { createStaffWorld, type StaffWorld } from "./staff-fixture";
import { staffIsolationLeaks } from "./staff-isolation-checks";

// The mutation: every workspace query loses its scope. The isolation checks must then find leaks, or they prove nothing.
vi.mock("@/db/queries/staff-scope-condition", () => ({ homeInScope: () => sql`true` }));

const now = new Date("2026-12-01T00:00:00Z");
let handle: DatabaseHandle;
let world: StaffWorld;

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createStaffWorld(handle.db, now);
});
afterAll(() => destroyTestDatabase(handle));

it("without the scope condition the isolation checks report every kind of leak", async () => {
  const leaks = await staffIsolationLeaks(handle.db, world, now);
  for (const kind of ["lists user", "reads the audit entry", "finds user", "deactivates user"]) expect(leaks.some((l) => l.includes(kind)), kind).toBe(true);
  expect(leaks.some((l) => l.startsWith("north ") && l.includes("south"))).toBe(true);
});
