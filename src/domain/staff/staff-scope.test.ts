import { describe, expect, it } from "vitest";
import { scopeCoversDealership, scopeCoversHome, scopeDealershipIds, scopeHome, staffScope, type StaffHome } from "./staff-scope";

// Issue 33: "Staff belong to a dealership or to a dealer group, which sees all its dealerships."
const dealershipUser = staffScope({ dealershipId: 11, dealerGroupId: null }, [11, 12]);
const groupUser = staffScope({ dealershipId: null, dealerGroupId: 1 }, [11, 12]);

describe("staffScope", () => {
  it("a dealership user covers their dealership only, even when it is in a group", () => expect(scopeDealershipIds(dealershipUser)).toEqual([11]));
  it("a group user covers every dealership of the group", () => expect(scopeDealershipIds(groupUser)).toEqual([11, 12]));
  it("a group without dealerships covers none", () => expect(scopeDealershipIds(staffScope({ dealershipId: null, dealerGroupId: 2 }, []))).toEqual([]));
});

describe("what a scope covers", () => {
  const cases: [string, ReturnType<typeof staffScope>, StaffHome, boolean][] = [
    ["dealership user: own dealership", dealershipUser, { dealershipId: 11, dealerGroupId: null }, true],
    ["dealership user: a sibling dealership", dealershipUser, { dealershipId: 12, dealerGroupId: null }, false],
    ["dealership user: their own group", dealershipUser, { dealershipId: null, dealerGroupId: 1 }, false],
    ["group user: a group dealership", groupUser, { dealershipId: 12, dealerGroupId: null }, true],
    ["group user: their group", groupUser, { dealershipId: null, dealerGroupId: 1 }, true],
    ["group user: another group", groupUser, { dealershipId: null, dealerGroupId: 2 }, false],
    ["group user: a dealership outside the group", groupUser, { dealershipId: 13, dealerGroupId: null }, false],
  ];
  it.each(cases)("%s", (_, scope, home, expected) => expect(scopeCoversHome(scope, home)).toBe(expected));
  it("covers dealerships by id", () => {
    expect([11, 12, 13].map((id) => scopeCoversDealership(groupUser, id))).toEqual([true, true, false]);
  });
  it("files a member's entries under their own home", () => {
    expect(scopeHome(dealershipUser)).toEqual({ dealershipId: 11, dealerGroupId: null });
    expect(scopeHome(groupUser)).toEqual({ dealershipId: null, dealerGroupId: 1 });
  });
});
