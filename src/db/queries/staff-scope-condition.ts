import { eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { scopeDealershipIds, type StaffScope } from "@/domain/staff/staff-scope";

export type HomeColumns = { dealershipId: PgColumn; dealerGroupId: PgColumn };

/**
 * The one place a staff scope becomes SQL (decision 030): rows filed under a dealership the scope covers, or under
 * the scope's own group. Every workspace query of users, invitations and the audit log goes through it.
 */
export function homeInScope(table: HomeColumns, scope: StaffScope): SQL {
  const dealershipIds = scopeDealershipIds(scope);
  const byDealership = dealershipIds.length ? inArray(table.dealershipId, [...dealershipIds]) : sql`false`;
  return scope.kind === "group" ? or(byDealership, eq(table.dealerGroupId, scope.dealerGroupId))! : byDealership;
}
