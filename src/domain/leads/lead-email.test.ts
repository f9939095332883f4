import { describe, expect, it } from "vitest";
import { leadEmailContent, leadRepeatDigestEmailContent } from "./lead-email";
import type { LeadRecord, StoredLeadPayload } from "./lead-record";

const payload = { name: "Jess", last_name: "Nguyen", email: "jess@example.com", phone: "0412 345 678", postcode: "4000", message: "Still available?", opt_in: true, vehicle: null } as unknown as StoredLeadPayload;
const lead: LeadRecord = {
  id: "0b1e0000-0000-4000-8000-000000000001", createdAt: new Date("2026-12-01T10:00:00Z"), siteSlug: "alpha", dealershipId: 1, form: "enquiry",
  category: "General Enquiry", subcategory: null, eventId: 14, status: "new", suspectedSpam: false, spamReason: null, payload, adf: "<adf/>",
  receivedCount: 1, lastReceivedAt: null,
};
const repeated = { ...lead, receivedCount: 50, lastReceivedAt: new Date("2026-12-01T10:03:00Z") };

describe("the lead e-mail and the digest of its repeats (issue 30)", () => {
  it("a lead that came once says nothing of repeats", () => {
    expect(leadEmailContent(lead, "Alpha Group").text).not.toContain("times");
  });

  it("a lead that has come again says how many times, when", () => {
    expect(leadEmailContent(repeated, "Alpha Group").text).toContain("This enquiry came 50 times between 2026-12-01T10:00:00.000Z and 2026-12-01T10:03:00.000Z.");
  });

  it("the digest names the lead the dealer already has and how many times it came", () => {
    const { subject, text } = leadRepeatDigestEmailContent(repeated, "Alpha Group");
    expect(subject).toBe("Repeated 50 times: General Enquiry: Jess Nguyen");
    expect(text).toContain(`A repeated enquiry on Alpha Group, lead ${lead.id} of 2026-12-01T10:00:00.000Z, which you already have.`);
    expect(text).toContain("This enquiry came 50 times");
    expect(text).toContain("Email: jess@example.com");
  });
});
