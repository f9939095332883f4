import { describe, expect, it } from "vitest";
import { ENQUIRY_STATUS_TOKEN, enquiryStage, enquirySteps, formatEnquiryMoment } from "./enquiry-status";

const t = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute));

describe("enquiry status (issue 14: received → delivered to the dealer → opened by the dealer's CRM)", () => {
  it.each([
    ["only stored", { receivedAt: t(0), deliveredAt: null, collectedAt: null }, "received", [t(0), null, null]],
    ["e-mailed to the dealer", { receivedAt: t(0), deliveredAt: t(1), collectedAt: null }, "delivered", [t(0), t(1), null]],
    ["e-mailed, then collected by the CRM", { receivedAt: t(0), deliveredAt: t(1), collectedAt: t(5) }, "opened", [t(0), t(1), t(5)]],
    ["collected before any e-mail got through: collection is delivery", { receivedAt: t(0), deliveredAt: null, collectedAt: t(2) }, "opened", [t(0), t(2), t(2)]],
    ["collected, then e-mailed late: delivered at the earlier", { receivedAt: t(0), deliveredAt: t(9), collectedAt: t(2) }, "opened", [t(0), t(2), t(2)]],
  ] as const)("%s", (_case, times, stage, at) => {
    expect(enquiryStage(times)).toBe(stage);
    expect(enquirySteps(times).map((s) => [s.stage, s.at])).toEqual([["received", at[0]], ["delivered", at[1]], ["opened", at[2]]]);
  });

  it("labels the steps in order", () => {
    expect(enquirySteps({ receivedAt: t(0), deliveredAt: null, collectedAt: null }).map((s) => s.label)).toEqual(["Received", "Delivered to the dealer", "Opened by the dealer"]);
  });

  it.each([
    ["abcdefghijklmnopqrstuvwxyzAB_-12", true],
    ["abcdefghijklmnopqrstuvwxyzAB_-1", false],
    ["abcdefghijklmnopqrstuvwxyzAB_-123", false],
    ["abcdefghijklmnopqrstuvwxyzAB/-12", false],
    ["../../../../../../../../etc/pass", false],
  ])("status token %s reads: %s", (token, ok) => {
    expect(ENQUIRY_STATUS_TOKEN.test(token)).toBe(ok);
  });
});

describe("formatEnquiryMoment", () => {
  it.each([
    ["2026-11-24T09:13:00Z", "Australia/Brisbane", "24 November 2026, 7:13 pm"],
    ["2026-11-24T13:30:00Z", "Australia/Sydney", "25 November 2026, 12:30 am"],
    ["2026-06-30T23:05:00Z", "Australia/Perth", "1 July 2026, 7:05 am"],
  ])("%s on %s reads %s", (iso, zone, text) => {
    expect(formatEnquiryMoment(new Date(iso), zone)).toBe(text);
  });
});
