/**
 * The workspace's isolation rules as a list of what leaked (issue 33: "no role reads or changes another dealership's
 * ..., including a group user reading outside their group"). Empty when every scoped query holds; the mutation test
 * runs the same checks with the scope condition removed and expects leaks.
 */
import type { Database } from "@/db/client";
import { listAuditEntries } from "@/db/queries/staff-audit-log";
import { deactivateStaffUserInScope, findStaffUserInScope, listStaffUsers } from "@/db/queries/staff-users";
import type { StaffWorld } from "./staff-fixture";

type Home = keyof StaffWorld["staff"];

/** Who each home may see: itself, and for a group, its dealerships. */
const COVERS: Record<Home, readonly Home[]> = { north: ["north", "n1", "n2"], n1: ["n1"], n2: ["n2"], south: ["south", "s1"], s1: ["s1"], solo: ["solo"] };

export async function staffIsolationLeaks(db: Database, world: StaffWorld, now: Date): Promise<string[]> {
  const leaks: string[] = [];
  const homes = Object.keys(COVERS) as Home[];
  for (const reader of homes) {
    const scope = world.scope[reader];
    const allowedIds = new Set(COVERS[reader].map((h) => world.staff[h].id));
    for (const user of await listStaffUsers(db, scope)) if (!allowedIds.has(user.id)) leaks.push(`${reader} lists user ${user.email}`);
    for (const entry of await listAuditEntries(db, scope)) if (entry.actorId !== null && !allowedIds.has(entry.actorId)) leaks.push(`${reader} reads the audit entry of ${entry.actorName}`);
    for (const other of homes.filter((h) => !COVERS[reader].includes(h))) {
      if (await findStaffUserInScope(db, scope, world.staff[other].id)) leaks.push(`${reader} finds user ${other}`);
      if (await deactivateStaffUserInScope(db, scope, world.staff[other].id, now)) leaks.push(`${reader} deactivates user ${other}`);
    }
  }
  return leaks;
}
