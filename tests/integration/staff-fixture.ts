/** Two dealer groups and a dealership on its own, with staff at each level, for the workspace isolation tests. */
import type { Database } from "@/db/client";
import { appendAuditEntry } from "@/db/queries/staff-audit-log";
import { insertStaffUser, scopeOfHome } from "@/db/queries/staff-users";
import { dealerGroups, dealerships } from "@/db/schema";
import type { StaffMember } from "@/domain/staff/staff-member";
import type { StaffRole } from "@/domain/staff/staff-role";
import type { StaffHome, StaffScope } from "@/domain/staff/staff-scope";

export type StaffWorld = {
  /** Group North: dealerships n1 and n2. Group South: s1. Dealership solo belongs to no group. */
  dealership: Record<"n1" | "n2" | "s1" | "solo", number>;
  group: Record<"north" | "south", number>;
  /** One staff member at each home, by home name; and each one's scope. */
  staff: Record<"north" | "n1" | "n2" | "south" | "s1" | "solo", StaffMember>;
  scope: Record<"north" | "n1" | "n2" | "south" | "s1" | "solo", StaffScope>;
};

export async function createStaffWorld(db: Database, now: Date, role: StaffRole = "owner", tag = ""): Promise<StaffWorld> {
  const [north, south] = await db.insert(dealerGroups).values([{ slug: `north${tag}`, name: "North Group" }, { slug: `south${tag}`, name: "South Group" }]).returning();
  const rows = await db
    .insert(dealerships)
    .values([
      { slug: `n1${tag}`, name: "North One", dealerGroupId: north!.id },
      { slug: `n2${tag}`, name: "North Two", dealerGroupId: north!.id },
      { slug: `s1${tag}`, name: "South One", dealerGroupId: south!.id },
      { slug: `solo${tag}`, name: "Solo Motors" },
    ])
    .returning();
  const [n1, n2, s1, solo] = rows.map((r) => r.id) as [number, number, number, number];
  const homes: Record<keyof StaffWorld["staff"], StaffHome> = {
    north: { dealershipId: null, dealerGroupId: north!.id },
    n1: { dealershipId: n1, dealerGroupId: null },
    n2: { dealershipId: n2, dealerGroupId: null },
    south: { dealershipId: null, dealerGroupId: south!.id },
    s1: { dealershipId: s1, dealerGroupId: null },
    solo: { dealershipId: solo, dealerGroupId: null },
  };
  const staff = {} as StaffWorld["staff"];
  const scope = {} as StaffWorld["scope"];
  for (const [name, home] of Object.entries(homes) as [keyof StaffWorld["staff"], StaffHome][]) {
    staff[name] = await insertStaffUser(db, { email: `${name}${tag}@staff.example`, name: `${name} ${role}`, role, home, now });
    scope[name] = await scopeOfHome(db, home);
    await appendAuditEntry(db, { home, actorId: staff[name].id, action: "sign_in", clientIp: "192.0.2.1", at: now });
  }
  return { dealership: { n1, n2, s1, solo }, group: { north: north!.id, south: south!.id }, staff, scope };
}
