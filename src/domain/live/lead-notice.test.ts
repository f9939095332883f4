import { describe, expect, it } from "vitest";
import { noticeInScope, parseLeadNotice } from "./lead-notice";

const lead = "0b6f5b8e-4a5e-4f7e-9a1d-3c2b1a0f9e8d";

describe("parseLeadNotice", () => {
  it.each([
    ["the trigger's payload", `{"site" : 1, "dealership" : 2, "lead" : "${lead}"}`, { site: 1, dealership: 2, lead }],
    ["not JSON", "hello", null],
    ["a missing dealership", `{"site":1,"lead":"${lead}"}`, null],
    ["a lead id that is not a uuid", `{"site":1,"dealership":2,"lead":"42"}`, null],
  ])("%s", (_, payload, expected) => expect(parseLeadNotice(payload)).toEqual(expected));
});

describe("noticeInScope", () => {
  const notice = { site: 1, dealership: 2, lead };
  it.each([
    ["its dealership", { dealershipIds: [2] }, true],
    ["another dealership", { dealershipIds: [3] }, false],
    ["its dealership and site", { dealershipIds: [2, 3], siteIds: [1] }, true],
    ["its dealership on another site", { dealershipIds: [2], siteIds: [5] }, false],
    ["no dealerships", { dealershipIds: [] }, false],
  ])("%s → %s", (_, scope, expected) => expect(noticeInScope(scope, notice)).toBe(expected));
});
