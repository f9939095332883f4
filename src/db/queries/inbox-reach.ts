import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { leads } from "../schema";
import { leadAccess } from "@/domain/staff/role-permissions";
import type { StaffRole } from "@/domain/staff/staff-role";
import { scopeDealershipIds, type StaffScope } from "@/domain/staff/staff-scope";

export type LeadReacher = { id: number; role: StaffRole; scope: StaffScope };

/**
 * The one place a staff member's reach over leads becomes SQL (issue 33, decision 040): leads of the dealerships
 * their scope covers, and of those, by role — every one (owner, manager), their own and unassigned ones
 * (salesperson), or none (marketing). Every inbox query of leads, and every change, goes through it.
 */
export function leadsInReach(staff: LeadReacher): SQL {
  const access = leadAccess(staff.role);
  const dealershipIds = scopeDealershipIds(staff.scope);
  if (access === "none" || dealershipIds.length === 0) return sql`false`;
  const inScope = inArray(leads.dealershipId, [...dealershipIds]);
  return access === "all" ? inScope : and(inScope, or(isNull(leads.assigneeStaffId), eq(leads.assigneeStaffId, staff.id)))!;
}
