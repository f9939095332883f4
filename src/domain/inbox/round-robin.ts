import type { RoutingRule } from "./routing-rules";

/** Per rule id, the salesperson that rule assigned last: the whole state round-robin needs, kept by the dealership. */
export type RotationState = Readonly<Record<string, string>>;

/**
 * The rule's pool in rotation order: the manager's list as ordered (those on shift), or, for a rule naming nobody,
 * everyone on shift ordered by id so the order does not depend on who came on shift first.
 */
function rotationOrder(rule: RoutingRule, onShift: ReadonlySet<string>): string[] {
  return rule.staffIds.length > 0 ? rule.staffIds.filter((id) => onShift.has(id)) : [...onShift].toSorted();
}

/**
 * The next salesperson of a rule: the first on shift after the one it assigned last (in the order above), wrapping
 * round; the first when it has assigned nobody yet, or its last is no longer in the pool. Null when nobody in the
 * pool is on shift. Deterministic: the same rule, shift and state always give the same person.
 */
export function nextInRotation(rule: RoutingRule, onShift: ReadonlySet<string>, rotation: RotationState): string | null {
  const order = rotationOrder(rule, onShift);
  if (order.length === 0) return null;
  const last = rotation[rule.id];
  if (last === undefined) return order[0]!;
  const lastIndex = rule.staffIds.indexOf(last);
  const isAfterLast = rule.staffIds.length > 0 ? (id: string) => rule.staffIds.indexOf(id) > lastIndex : (id: string) => id > last;
  return order.find(isAfterLast) ?? order[0]!;
}
