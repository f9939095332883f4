import { describe, expect, it } from "vitest";
import { isOfferShown } from "./offer-visibility";

const offer = (overrides: Partial<Parameters<typeof isOfferShown>[0]> = {}) => ({ id: 7, excludedSiteIds: [], startsOn: null, endsOn: null, ...overrides });
const site = (siteId: number, shownDespiteExclusion: number[] = []) => ({ siteId, shownDespiteExclusion });
const TODAY = "2026-03-15";

describe("isOfferShown: exclusion (spec 001 §5: 'hidden on specific websites through excluded_website_ids, with an exception list of offer ids on one flagged site')", () => {
  it.each([
    ["no exclusions", offer(), site(1), true],
    ["another site excluded", offer({ excludedSiteIds: [2, 3] }), site(1), true],
    ["this site excluded", offer({ excludedSiteIds: [1] }), site(1), false],
    ["this site excluded among others", offer({ excludedSiteIds: [4, 1, 9] }), site(1), false],
    ["excluded, but the flagged site lists the offer", offer({ excludedSiteIds: [1] }), site(1, [7]), true],
    ["excluded, the flagged site lists other offers", offer({ excludedSiteIds: [1] }), site(1, [8, 70]), false],
    ["not excluded, listed anyway", offer(), site(1, [7]), true],
    ["the exception list cannot revive an ended offer", offer({ excludedSiteIds: [1], endsOn: "2026-03-14" }), site(1, [7]), false],
  ])("%s → %s", (_case, o, s, expected) => {
    expect(isOfferShown(o, s, TODAY)).toBe(expected);
  });
});

describe("isOfferShown: dates, in the site's local date, both days included", () => {
  it.each<[string | null, string | null, string, boolean]>([
    ["2026-03-15", "2026-03-31", TODAY, true],
    ["2026-03-16", "2026-03-31", TODAY, false],
    ["2026-03-01", "2026-03-15", TODAY, true],
    ["2026-03-01", "2026-03-14", TODAY, false],
    [null, "2026-03-15", TODAY, true],
    ["2026-03-15", null, TODAY, true],
    [null, null, TODAY, true],
  ])("from %s to %s, on %s → %s", (startsOn, endsOn, today, expected) => {
    expect(isOfferShown(offer({ startsOn, endsOn }), site(1), today)).toBe(expected);
  });
});
