import { describe, expect, it } from "vitest";
import { formatLocalDay, spinCampaignPhase, spinCampaignSchema, spinClosedMessage, type SpinCampaignInput } from "./spin-campaign";

const campaign: SpinCampaignInput = {
  id: "summer-2026",
  title: "Spin to Win this Summer",
  prizes: [
    { id: "tint", label: "Free window tint", weight: 1 },
    { id: "service", label: "$150 service voucher", weight: 3 },
  ],
  terms: "One spin per person.",
  startsOn: "2026-12-01",
  endsOn: "2027-01-31",
};

describe("spinCampaignSchema: a site's prize wheel", () => {
  it("accepts a campaign and fills the optional texts", () => {
    const parsed = spinCampaignSchema.parse(campaign);
    expect(parsed.intro).toBe("");
    expect(parsed.prizes[0]!.description).toBe("");
  });

  it.each<[string, Partial<SpinCampaignInput>, string]>([
    ["an end before the start", { endsOn: "2026-11-30" }, "endsOn"],
    ["a date that is not a day", { startsOn: "2026-02-30" }, "startsOn"],
    ["a date with a time", { startsOn: "2026-12-01T00:00" }, "startsOn"],
    ["one prize", { prizes: [{ id: "tint", label: "Tint", weight: 1 }] }, "prizes"],
    ["a prize of weight 0", { prizes: [{ id: "a", label: "A", weight: 0 }, { id: "b", label: "B", weight: 1 }] }, "prizes.0.weight"],
    ["a fractional weight", { prizes: [{ id: "a", label: "A", weight: 0.5 }, { id: "b", label: "B", weight: 1 }] }, "prizes.0.weight"],
    ["two prizes with one id", { prizes: [{ id: "a", label: "A", weight: 1 }, { id: "a", label: "B", weight: 1 }] }, "prizes"],
    ["no terms", { terms: " " }, "terms"],
    ["an id with capitals", { id: "Summer" }, "id"],
  ])("refuses %s", (_, change, path) => {
    const result = spinCampaignSchema.safeParse({ ...campaign, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });
});

describe("spinCampaignPhase: both days included, on the dealer's calendar date", () => {
  it.each([
    ["2026-11-30", "upcoming"],
    ["2026-12-01", "open"],
    ["2026-12-25", "open"],
    ["2027-01-31", "open"],
    ["2027-02-01", "ended"],
  ])("%s → %s", (today, phase) => {
    expect(spinCampaignPhase(campaign, today)).toBe(phase);
  });
});

describe("spinClosedMessage: a clear message outside the dates", () => {
  it.each([
    ["2026-11-30", "This promotion opens on 1 December 2026. Come back then to spin."],
    ["2026-12-01", null],
    ["2027-02-01", "This promotion ended on 31 January 2027. Thanks for your interest."],
  ])("%s → %s", (today, message) => {
    expect(spinClosedMessage(campaign, today)).toBe(message);
  });
});

describe("formatLocalDay: the day a spin was won, on the dealer's clock", () => {
  it.each([
    ["2026-11-30T13:30:00Z", "Australia/Sydney", "1 December 2026"],
    ["2026-11-30T13:30:00Z", "Australia/Perth", "30 November 2026"],
  ])("%s in %s → %s", (instant, timeZone, day) => {
    expect(formatLocalDay(new Date(instant), timeZone)).toBe(day);
  });
});
