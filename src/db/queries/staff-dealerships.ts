import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { dealerGroups, dealerships } from "../schema";
import { scopeDealershipIds, type StaffScope } from "@/domain/staff/staff-scope";

export type ScopeDealerships = { group: { id: number; name: string } | null; dealerships: { id: number; name: string; slug: string }[] };

/** The dealerships a scope covers, by name (with their slugs), and its group when it is a group's. */
export async function listScopeDealerships(db: Database, scope: StaffScope): Promise<ScopeDealerships> {
  const ids = [...scopeDealershipIds(scope)];
  const rows = ids.length ? await db.select({ id: dealerships.id, name: dealerships.name, slug: dealerships.slug }).from(dealerships).where(inArray(dealerships.id, ids)).orderBy(asc(dealerships.name)) : [];
  if (scope.kind !== "group") return { group: null, dealerships: rows };
  const [group] = await db.select({ id: dealerGroups.id, name: dealerGroups.name }).from(dealerGroups).where(eq(dealerGroups.id, scope.dealerGroupId));
  return { group: group ?? null, dealerships: rows };
}
