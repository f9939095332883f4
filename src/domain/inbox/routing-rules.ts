import type { CarType } from "@/domain/car/car";
import type { LeadForm } from "@/domain/leads/lead-form-schema";

/**
 * A dealership's routing rule, set by a manager (issue 33: "round-robin among the salespeople on shift, by form
 * type and car type"). An empty list means any: no form types matches every form, no car types every lead (one
 * without a car too), no staff every salesperson on shift. A lead without a car matches only rules with no car types.
 */
export type RoutingRule = { id: string; formTypes: readonly LeadForm[]; carTypes: readonly CarType[]; staffIds: readonly string[] };

/** What routing reads of a lead. */
export type RoutingSubject = { form: LeadForm; carType: CarType | null };

/** The rule after the manager's: every salesperson on shift, so a lead no rule can place still reaches someone. */
export const EVERYONE_ON_SHIFT: RoutingRule = { id: "everyone", formTypes: [], carTypes: [], staffIds: [] };

export function ruleMatches(rule: RoutingRule, lead: RoutingSubject): boolean {
  const formMatches = rule.formTypes.length === 0 || rule.formTypes.includes(lead.form);
  const carMatches = rule.carTypes.length === 0 || (lead.carType !== null && rule.carTypes.includes(lead.carType));
  return formMatches && carMatches;
}
