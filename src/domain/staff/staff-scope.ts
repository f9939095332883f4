/**
 * The dealerships a staff member covers (decision 030): a dealership user covers their dealership; a group user
 * covers every dealership of their group, and the group itself (its group-level users and audit entries).
 */
export type StaffScope =
  | { kind: "dealership"; dealershipId: number }
  | { kind: "group"; dealerGroupId: number; dealershipIds: readonly number[] };

/** Where a staff member or an invitation belongs: exactly one of the two. */
export type StaffHome = { dealershipId: number; dealerGroupId: null } | { dealershipId: null; dealerGroupId: number };

/** A member's scope from their home, given the dealerships of their group (read when the home is a group). */
export function staffScope(home: StaffHome, groupDealershipIds: readonly number[]): StaffScope {
  return home.dealershipId !== null ? { kind: "dealership", dealershipId: home.dealershipId } : { kind: "group", dealerGroupId: home.dealerGroupId, dealershipIds: [...groupDealershipIds] };
}

export function scopeDealershipIds(scope: StaffScope): readonly number[] {
  return scope.kind === "dealership" ? [scope.dealershipId] : scope.dealershipIds;
}

export function scopeCoversDealership(scope: StaffScope, dealershipId: number): boolean {
  return scopeDealershipIds(scope).includes(dealershipId);
}

/** Whether someone (or something) at `home` lies inside `scope`: a dealership it covers, or its own group. */
export function scopeCoversHome(scope: StaffScope, home: StaffHome): boolean {
  if (home.dealershipId !== null) return scopeCoversDealership(scope, home.dealershipId);
  return scope.kind === "group" && scope.dealerGroupId === home.dealerGroupId;
}

/** The scope's own home: where the entries a member of it writes are filed. */
export function scopeHome(scope: StaffScope): StaffHome {
  return scope.kind === "dealership" ? { dealershipId: scope.dealershipId, dealerGroupId: null } : { dealershipId: null, dealerGroupId: scope.dealerGroupId };
}
