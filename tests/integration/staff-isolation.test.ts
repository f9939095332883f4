import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listAuditEntries } from "@/db/queries/staff-audit-log";
import { listStaffUsers } from "@/db/queries/staff-users";
import { createTestDatabase, destroyTestDatabase } from "../support/test-database";
import { createStaffWorld, type StaffWorld } from "./staff-fixture";
import { staffIsolationLeaks } from "./staff-isolation-checks";

const now = new Date("2026-12-01T00:00:00Z");
let handle: DatabaseHandle;
let world: StaffWorld;

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createStaffWorld(handle.db, now);
});
afterAll(() => destroyTestDatabase(handle));

describe("staff isolation (issue 33, decision 030)", () => {
  it("no staff member lists, finds, deactivates or reads the audit log of staff outside their scope", async () => {
    expect(await staffIsolationLeaks(handle.db, world, now)).toEqual([]);
  });

  it("a group user sees the group's own staff and its dealerships' staff", async () => {
    const emails = (await listStaffUsers(handle.db, world.scope.north)).map((u) => u.email).sort();
    expect(emails).toEqual(["n1@staff.example", "n2@staff.example", "north@staff.example"]);
    expect((await listAuditEntries(handle.db, world.scope.north)).map((e) => e.actorId).sort()).toEqual([world.staff.north.id, world.staff.n1.id, world.staff.n2.id].sort());
  });

  it("a dealership user inside a group sees neither the group's staff nor a sibling dealership's", async () => {
    expect((await listStaffUsers(handle.db, world.scope.n1)).map((u) => u.email)).toEqual(["n1@staff.example"]);
  });
});
