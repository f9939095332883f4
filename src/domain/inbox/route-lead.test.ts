import { describe, expect, it } from "vitest";
import { routeLead, type RoutableLead, type RoutingOutcome } from "./route-lead";
import type { RotationState } from "./round-robin";
import type { RoutingRule } from "./routing-rules";
import { BRISBANE, CHRISTMAS_DAY, salesHours, SYDNEY } from "./test-hours";

const at = (iso: string) => new Date(iso);
/** Monday 24 Nov 2025, 10:00 in Brisbane. */
const MONDAY_10AM = at("2025-11-24T10:00:00+10:00");
const enquiry: RoutableLead = { form: "enquiry", carType: "used", hours: BRISBANE };
const finance: RoutableLead = { form: "finance", carType: "new", hours: BRISBANE };
const contact: RoutableLead = { form: "contact", carType: null, hours: BRISBANE };

const financeToDee: RoutingRule = { id: "finance", formTypes: ["finance"], carTypes: [], staffIds: ["dee"] };
const usedToBenThenAmy: RoutingRule = { id: "used", formTypes: [], carTypes: ["used"], staffIds: ["ben", "amy"] };
const rules = [financeToDee, usedToBenThenAmy];

const assignee = (outcome: RoutingOutcome) => (outcome.kind === "assigned" ? `${outcome.ruleId}:${outcome.staffId}` : outcome.kind);

/** Routes leads one after another, each with the rotation the one before left. */
function routeInTurn(leads: RoutableLead[], rulesInForce: RoutingRule[], onShift: string[], start: RotationState = {}): string[] {
  let rotation = start;
  return leads.map((lead) => {
    const outcome = routeLead(lead, rulesInForce, onShift, rotation, MONDAY_10AM);
    if (outcome.kind === "assigned") rotation = outcome.rotation;
    return assignee(outcome);
  });
}

describe("routeLead round-robin (issue 33: 'round-robin among the salespeople on shift')", () => {
  it("without rules, everyone on shift in turn, ordered by id whatever order they came on shift, wrapping round", () => {
    expect(routeInTurn([contact, contact, contact, contact], [], ["cal", "amy", "ben"])).toEqual(["everyone:amy", "everyone:ben", "everyone:cal", "everyone:amy"]);
  });

  it.each<[string, string[], RotationState, string]>([
    ["continues after the last one assigned", ["amy", "ben", "cal"], { everyone: "ben" }, "everyone:cal"],
    ["skips the last one's place when they went off shift", ["amy", "cal"], { everyone: "ben" }, "everyone:cal"],
    ["wraps round past the last id", ["amy", "ben"], { everyone: "cal" }, "everyone:amy"],
    ["the only one on shift gets every lead", ["amy"], { everyone: "amy" }, "everyone:amy"],
  ])("%s", (_, onShift, rotation, expected) => expect(assignee(routeLead(contact, [], onShift, rotation, MONDAY_10AM))).toEqual(expected));

  it("a rule naming staff goes in the manager's order, not by id", () => {
    expect(routeInTurn([enquiry, enquiry, enquiry], rules, ["amy", "ben", "cal", "dee"])).toEqual(["used:ben", "used:amy", "used:ben"]);
  });

  it("is deterministic: the same lead, shift and rotation give the same assignee and state", () => {
    const once = routeLead(enquiry, rules, ["amy", "ben"], { used: "ben" }, MONDAY_10AM);
    expect(routeLead(enquiry, rules, ["amy", "ben"], { used: "ben" }, MONDAY_10AM)).toEqual(once);
    expect(once).toEqual({ kind: "assigned", staffId: "amy", ruleId: "used", rotation: { used: "amy" } });
  });

  it("each rule keeps its own rotation: a finance lead does not move the everyone rotation", () => {
    const outcome = routeLead(finance, rules, ["amy", "dee"], { everyone: "amy" }, MONDAY_10AM);
    expect(outcome).toEqual({ kind: "assigned", staffId: "dee", ruleId: "finance", rotation: { everyone: "amy", finance: "dee" } });
  });
});

describe("routeLead rules (issue 33: 'by form type and car type')", () => {
  it.each<[string, RoutableLead, string[], string]>([
    ["a finance lead goes to the finance rule", finance, ["amy", "ben", "dee"], "finance:dee"],
    ["a used-car enquiry goes to the used-car rule", enquiry, ["amy", "ben", "dee"], "used:ben"],
    ["a used-car finance lead takes the first rule that matches, in the manager's order", { ...finance, carType: "used" }, ["amy", "ben", "dee"], "finance:dee"],
    ["a lead without a car matches no car-type rule", contact, ["ben", "dee"], "everyone:ben"],
    ["a new-car enquiry matches no rule and goes to everyone on shift", { ...enquiry, carType: "new" }, ["cal", "dee"], "everyone:cal"],
    ["a rule with nobody on shift passes to the next that matches", finance, ["amy", "ben"], "everyone:amy"],
    ["a used finance lead whose finance team is off goes to the used-car rule", { ...finance, carType: "used" }, ["amy", "cal"], "used:amy"],
  ])("%s", (_, lead, onShift, expected) => expect(assignee(routeLead(lead, rules, onShift, {}, MONDAY_10AM))).toBe(expected));
});

describe("routeLead outside hours (issue 33: 'Outside hours, a lead waits for the next opening and says so')", () => {
  it.each<[string, RoutableLead, string, RoutingOutcome]>([
    ["a lead 1 minute before closing is assigned", enquiry, "2025-11-24T17:29:00+10:00", { kind: "assigned", staffId: "ben", ruleId: "used", rotation: { used: "ben" } }],
    ["a lead at closing time waits for tomorrow's opening", enquiry, "2025-11-24T17:30:00+10:00", { kind: "waits_for_opening", opensAt: at("2025-11-25T08:30:00+10:00") }],
    ["a lead on Saturday afternoon waits for Monday", enquiry, "2025-11-29T14:00:00+10:00", { kind: "waits_for_opening", opensAt: at("2025-12-01T08:30:00+10:00") }],
    ["a lead on Christmas Day (special hours: closed) waits for Boxing Day", { ...enquiry, hours: salesHours("Australia/Brisbane", [CHRISTMAS_DAY]) }, "2025-12-25T10:00:00+10:00", { kind: "waits_for_opening", opensAt: at("2025-12-26T08:30:00+10:00") }],
    // Monday 6 Oct 2025 21:45 UTC (Sunday): 8:45 am in Sydney, which moved to daylight saving on Sunday, but 7:45 am in Brisbane.
    ["Sydney after the change of clocks is open", { ...enquiry, hours: SYDNEY }, "2025-10-05T21:45:00Z", { kind: "assigned", staffId: "ben", ruleId: "used", rotation: { used: "ben" } }],
    ["Brisbane at the same instant is not yet", enquiry, "2025-10-05T21:45:00Z", { kind: "waits_for_opening", opensAt: at("2025-10-05T22:30:00Z") }],
    ["a location without hours waits with no opening to name", { ...enquiry, hours: { weekly: [], special: [], timeZone: "Australia/Brisbane" } }, "2025-11-24T10:00:00+10:00", { kind: "waits_for_opening", opensAt: null }],
  ])("%s", (_, lead, now, expected) => expect(routeLead(lead, rules, ["amy", "ben"], {}, at(now))).toEqual(expected));

  it("an open location with an empty shift leaves the lead unassigned", () => {
    expect(routeLead(enquiry, rules, [], { used: "ben" }, MONDAY_10AM)).toEqual({ kind: "nobody_on_shift" });
  });
});
