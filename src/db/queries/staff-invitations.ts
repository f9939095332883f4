import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { staffInvitations } from "../schema";
import type { StaffRole } from "@/domain/staff/staff-role";
import type { StaffHome } from "@/domain/staff/staff-scope";

export type StoredInvitation = { id: string; email: string; name: string; role: StaffRole; home: StaffHome; expiresAt: Date; usedAt: Date | null };

type InvitationRow = typeof staffInvitations.$inferSelect;

function toInvitation(row: InvitationRow): StoredInvitation {
  const home: StaffHome = row.dealershipId !== null ? { dealershipId: row.dealershipId, dealerGroupId: null } : { dealershipId: null, dealerGroupId: row.dealerGroupId! };
  return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole, home, expiresAt: row.expiresAt, usedAt: row.acceptedAt };
}

export async function insertInvitation(db: Database, invitation: { tokenHash: string; email: string; name: string; role: StaffRole; home: StaffHome; invitedBy: number; now: Date; expiresAt: Date }): Promise<string> {
  const { home, now, ...rest } = invitation;
  const [row] = await db.insert(staffInvitations).values({ ...rest, ...home, createdAt: now }).returning({ id: staffInvitations.id });
  return row!.id;
}

/** The invitation an e-mailed token names (its holder is not signed in yet), locked for the acceptance. */
export async function findInvitationByTokenHash(db: Database, tokenHash: string, forUpdate = false): Promise<StoredInvitation | null> {
  const query = db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash)).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ? toInvitation(row) : null;
}

export async function markInvitationAccepted(db: Database, id: string, userId: number, now: Date): Promise<void> {
  await db.update(staffInvitations).set({ acceptedAt: now, acceptedUserId: userId }).where(eq(staffInvitations.id, id));
}

