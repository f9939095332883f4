import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { dealerships, staffUsers } from "../schema";
import { homeInScope } from "./staff-scope-condition";
import type { StaffMember } from "@/domain/staff/staff-member";
import type { StaffRole } from "@/domain/staff/staff-role";
import { staffScope, type StaffHome, type StaffScope } from "@/domain/staff/staff-scope";

type StaffRow = typeof staffUsers.$inferSelect;

function toMember(row: StaffRow): StaffMember {
  const home: StaffHome = row.dealershipId !== null ? { dealershipId: row.dealershipId, dealerGroupId: null } : { dealershipId: null, dealerGroupId: row.dealerGroupId! };
  return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole, home, active: row.active };
}

/** The dealerships a home covers: a dealership, or every dealership of a group. */
export async function scopeOfHome(db: Database, home: StaffHome): Promise<StaffScope> {
  if (home.dealershipId !== null) return staffScope(home, []);
  const rows = await db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.dealerGroupId, home.dealerGroupId)).orderBy(asc(dealerships.id));
  return staffScope(home, rows.map((r) => r.id));
}

/** Sign-in finds a person by address before anyone is signed in: this lookup has no scope to take. */
export async function findStaffMemberByEmail(db: Database, email: string): Promise<StaffMember | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return row ? toMember(row) : null;
}

/** The member a verified credential (a session, a passkey, a link) names; no scope exists before it is read. */
export async function findStaffMemberById(db: Database, id: number): Promise<StaffMember | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row ? toMember(row) : null;
}

export async function insertStaffUser(db: Database, user: { email: string; name: string; role: StaffRole; home: StaffHome; now: Date }): Promise<StaffMember> {
  const [row] = await db.insert(staffUsers).values({ email: user.email, name: user.name, role: user.role, ...user.home, createdAt: user.now }).returning();
  return toMember(row!);
}

/** The staff a scope covers, by name. */
export async function listStaffUsers(db: Database, scope: StaffScope): Promise<StaffMember[]> {
  const rows = await db.select().from(staffUsers).where(homeInScope(staffUsers, scope)).orderBy(asc(staffUsers.name), asc(staffUsers.id));
  return rows.map(toMember);
}

export async function findStaffUserInScope(db: Database, scope: StaffScope, id: number): Promise<StaffMember | null> {
  const [row] = await db.select().from(staffUsers).where(and(eq(staffUsers.id, id), homeInScope(staffUsers, scope))).limit(1);
  return row ? toMember(row) : null;
}

/** Deactivates a user the scope covers; false when it covers no such active user. */
export async function deactivateStaffUserInScope(db: Database, scope: StaffScope, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ active: false, deactivatedAt: now })
    .where(and(eq(staffUsers.id, id), eq(staffUsers.active, true), homeInScope(staffUsers, scope)))
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}
