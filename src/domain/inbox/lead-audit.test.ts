import { describe, expect, it } from "vitest";
import { leadAuditText, leadReference } from "./lead-audit";

const LEAD = "3f2a9c1b-0000-4000-8000-000000000001";
const entry = (action: string, detail: Record<string, unknown> = {}, subjectName: string | null = null) => ({ action, detail: { leadId: LEAD, ...detail }, subjectName });

describe("leadAuditText", () => {
  it.each([
    [entry("claim_lead"), "Claimed lead L-3F2A9C1B"],
    [entry("change_lead_status", { from: "new", to: "contacted", lostReason: null, withNote: false }), "Changed lead L-3F2A9C1B from New to Contacted"],
    [entry("change_lead_status", { from: "contacted", to: "lost", lostReason: "car_sold", withNote: true }), "Changed lead L-3F2A9C1B from Contacted to Lost: Car already sold, with a note"],
    [entry("add_lead_note"), "Added a note to lead L-3F2A9C1B"],
    [entry("assign_lead", { fromStaffId: 4 }, "Ben Seller"), "Gave lead L-3F2A9C1B to Ben Seller"],
    [entry("assign_lead", { fromStaffId: null }), "Gave lead L-3F2A9C1B to someone"],
    [entry("reply_to_lead", { channel: "sms" }), "Replied to lead L-3F2A9C1B by SMS"],
    [entry("reply_to_lead", { channel: "email" }), "Replied to lead L-3F2A9C1B by e-mail"],
    [entry("return_lead_to_routing", {}, "Ann Seller"), "Returned lead L-3F2A9C1B to routing from Ann Seller"],
  ])("%o → %s", (source, text) => expect(leadAuditText(source)).toEqual({ leadId: LEAD, text }));

  it("is null for the workspace's other entries, and for a lead action without its lead", () => {
    expect(leadAuditText({ action: "sign_in", detail: { method: "passkey" }, subjectName: null })).toBeNull();
    expect(leadAuditText({ action: "claim_lead", detail: {}, subjectName: null })).toBeNull();
  });

  it("names a lead by the start of its id", () => expect(leadReference(LEAD)).toBe("L-3F2A9C1B"));
});
