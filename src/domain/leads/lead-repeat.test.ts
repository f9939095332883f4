import { describe, expect, it } from "vitest";
import { LEAD_REPEAT_WINDOW_MS, leadRepeatKey, REPEAT_DIGEST_QUIET_MS, repeatDigestDueAt, repeatWindowStart, type LeadRepeatSubject } from "./lead-repeat";

const first: LeadRepeatSubject = { email: "jess@example.com", phone: "0412 345 678", form: "enquiry", dealershipId: 7, carId: 42 };
const formLead: LeadRepeatSubject = { ...first, carId: null };

describe("leadRepeatKey: the same enquiry sent again (issue 30)", () => {
  it.each<[string, LeadRepeatSubject]>([
    ["the same fields", { ...first }],
    ["the e-mail in other letter case, with spaces", { ...first, email: "  Jess@Example.COM " }],
    ["the phone written as +61", { ...first, phone: "+61 412 345 678" }],
    ["the phone without spaces", { ...first, phone: "0412345678" }],
    ["the phone with brackets and dashes", { ...first, phone: "(04) 1234-5678" }],
    ["another dealership named, same car (the car names its dealership)", { ...first, dealershipId: 8 }],
  ])("%s is a repeat", (_, other) => {
    expect(leadRepeatKey(other)).toBe(leadRepeatKey(first));
  });

  it.each<[string, LeadRepeatSubject]>([
    ["another car", { ...first, carId: 43 }],
    ["another e-mail", { ...first, email: "sam@example.com" }],
    ["another phone", { ...first, phone: "0412 345 679" }],
    ["another form about the same car (a test drive after an enquiry)", { ...first, form: "test_drive" }],
    ["no car (a form about the dealership)", formLead],
  ])("%s is a new enquiry", (_, other) => {
    expect(leadRepeatKey(other)).not.toBe(leadRepeatKey(first));
  });

  it.each<[string, LeadRepeatSubject, boolean]>([
    ["the same form to the same dealership", { ...formLead }, true],
    ["the same form to another dealership", { ...formLead, dealershipId: 8 }, false],
    ["another form kind", { ...formLead, form: "contact" }, false],
    ["an offer named", { ...formLead, offerId: 3 }, false],
    ["a model named", { ...formLead, modelId: 5 }, false],
  ])("without a car, %s: repeat %s", (_, other, same) => {
    expect(leadRepeatKey(other) === leadRepeatKey(formLead)).toBe(same);
  });

  it("an offer or model, when named, must match too", () => {
    expect(leadRepeatKey({ ...formLead, offerId: 3 })).toBe(leadRepeatKey({ ...formLead, offerId: 3 }));
    expect(leadRepeatKey({ ...formLead, offerId: 3 })).not.toBe(leadRepeatKey({ ...formLead, offerId: 4 }));
    expect(leadRepeatKey({ ...formLead, modelId: 5 })).not.toBe(leadRepeatKey({ ...formLead, modelId: 6 }));
  });
});

describe("the 24-hour window and the digest's time", () => {
  const at = (iso: string) => new Date(iso);

  it("a group may be joined for 24 hours after its first lead", () => {
    expect(repeatWindowStart(at("2026-12-02T10:00:00Z"))).toEqual(at("2026-12-01T10:00:00Z"));
    expect(LEAD_REPEAT_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
  });

  it.each([
    ["a quiet period after the latest repeat", "2026-12-01T10:00:00Z", "2026-12-01T10:05:00Z", "2026-12-01T10:20:00Z"],
    ["never past the end of the window (a steady flood)", "2026-12-01T10:00:00Z", "2026-12-02T09:55:00Z", "2026-12-02T10:00:00Z"],
  ])("due after %s", (_, firstAt, latest, due) => {
    expect(repeatDigestDueAt(at(firstAt), at(latest))).toEqual(at(due));
  });

  it("the quiet period is 15 minutes", () => {
    expect(REPEAT_DIGEST_QUIET_MS).toBe(15 * 60 * 1000);
  });
});
