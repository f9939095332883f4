import { describe, expect, it } from "vitest";
import { hasPermission, leadAccess, mayWorkOnLead, type StaffPermission } from "./role-permissions";
import { STAFF_ROLES, type StaffRole } from "./staff-role";

// Issue 33: "owner: users, settings and everything else; manager: routing, reassignment and reports;
// salesperson: their own and unassigned leads at their dealerships; marketing: no leads."
const TABLE: [StaffPermission, Record<StaffRole, boolean>][] = [
  ["manage_users", { owner: true, manager: false, salesperson: false, marketing: false }],
  ["manage_settings", { owner: true, manager: false, salesperson: false, marketing: false }],
  ["read_audit_log", { owner: true, manager: false, salesperson: false, marketing: false }],
  ["manage_routing", { owner: true, manager: true, salesperson: false, marketing: false }],
  ["reassign_leads", { owner: true, manager: true, salesperson: false, marketing: false }],
  ["read_reports", { owner: true, manager: true, salesperson: false, marketing: false }],
  // Decision 046: everyone reads the stock; salespeople do not set prices.
  ["read_stock", { owner: true, manager: true, salesperson: true, marketing: true }],
  ["edit_prices", { owner: true, manager: true, salesperson: false, marketing: true }],
  // Decision 047: whoever speaks for the dealership in public moderates its reviews; salespeople do not.
  ["moderate_reviews", { owner: true, manager: true, salesperson: false, marketing: true }],
  // Decision 049: the site's content pages are its marketing's and its owner's words.
  ["edit_pages", { owner: true, manager: false, salesperson: false, marketing: true }],
];

describe("hasPermission", () => {
  for (const [permission, byRole] of TABLE) {
    for (const role of STAFF_ROLES) {
      it(`${role} ${byRole[role] ? "may" : "may not"} ${permission}`, () => expect(hasPermission(role, permission)).toBe(byRole[role]));
    }
  }
});

describe("leads a role works with", () => {
  const me = 7;
  const cases: [StaffRole, number | null, boolean][] = [
    ["owner", null, true], ["owner", 8, true],
    ["manager", null, true], ["manager", 8, true],
    ["salesperson", me, true], ["salesperson", null, true], ["salesperson", 8, false],
    ["marketing", null, false], ["marketing", me, false],
  ];
  it.each(cases)("%s, lead assigned to %s: %s", (role, assigneeId, expected) => {
    expect(mayWorkOnLead({ id: me, role }, { assigneeId })).toBe(expected);
  });
  it("names each role's access", () => {
    expect(STAFF_ROLES.map(leadAccess)).toEqual(["all", "all", "own_and_unassigned", "none"]);
  });
});
