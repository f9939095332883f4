import type { Database } from "@/db/client";
import { listDealershipStaff } from "@/db/queries/inbox-routing";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";

/** Whom a manager may give the lead to (the dealership's salespeople); nobody for a role that may not reassign. */
export async function listInboxAssignees(db: Database, staff: ScopedStaffMember, dealershipId: number): Promise<{ value: string; label: string }[]> {
  if (!hasPermission(staff.role, "reassign_leads")) return [];
  return (await listDealershipStaff(db, dealershipId, ["salesperson"])).map((p) => ({ value: String(p.id), label: p.name }));
}
