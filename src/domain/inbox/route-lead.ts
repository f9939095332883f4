import { isOpenAt, nextOpenAt, type LocationHours } from "@/domain/locations/open-intervals";
import { nextInRotation, type RotationState } from "./round-robin";
import { EVERYONE_ON_SHIFT, ruleMatches, type RoutingRule, type RoutingSubject } from "./routing-rules";

/** A lead to route, with the sales hours of the location it is for (the car's, else the dealership's main one). */
export type RoutableLead = RoutingSubject & { hours: LocationHours };

export type RoutingOutcome =
  /** `rotation` is the dealership's state after this assignment, to store with it. */
  | { kind: "assigned"; staffId: string; ruleId: string; rotation: RotationState }
  /** Outside hours: routed when the location next opens (null: it has no opening within a year). */
  | { kind: "waits_for_opening"; opensAt: Date | null }
  /** Open, but no salesperson is on shift: it stays unassigned, for anyone to claim, and the manager is told. */
  | { kind: "nobody_on_shift" };

/**
 * Where a new lead goes (issue 33 §Routing rules). Outside its location's hours it waits for the next opening and
 * says so. Otherwise the manager's rules are tried in their order, then everyone on shift: the first rule that
 * matches the lead's form and car type and has someone on shift assigns it, round-robin within that rule.
 * `staffOnShift` comes from `salespeopleOnShift` at `now`.
 */
export function routeLead(lead: RoutableLead, rules: readonly RoutingRule[], staffOnShift: readonly string[], rotation: RotationState, now: Date): RoutingOutcome {
  if (!isOpenAt(lead.hours, now)) return { kind: "waits_for_opening", opensAt: nextOpenAt(lead.hours, now) };
  const onShift = new Set(staffOnShift);
  for (const rule of [...rules.filter((r) => ruleMatches(r, lead)), EVERYONE_ON_SHIFT]) {
    const staffId = nextInRotation(rule, onShift, rotation);
    if (staffId !== null) return { kind: "assigned", staffId, ruleId: rule.id, rotation: { ...rotation, [rule.id]: staffId } };
  }
  return { kind: "nobody_on_shift" };
}
