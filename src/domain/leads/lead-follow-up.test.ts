import { describe, expect, it } from "vitest";
import { describeLeadFollowUp, leadFollowUpKind, parseLeadFollowUp } from "./lead-follow-up";

const LEAD = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";

describe("leadFollowUpKind (spec 000 §7: the same call shape)", () => {
  it.each([
    [{ id: LEAD, adjustmentAnswers: {} }, "valuation_adjustment"],
    [{ lead_id: LEAD, rego: "ABC123", regoState: "NSW" }, "rego_lookup"],
    [{ lead_id: LEAD, form_completed: true, offer_accepted: true, subcategory: "3. Offer Accepted" }, "offer_accepted"],
    // A trade-in form sends its own `Rego` and no lead: a new lead.
    [{ name: "Sam", Rego: "ABC123", regoState: "NSW" }, null],
    [{ name: "Sam", rego: "ABC123" }, null],
  ])("%j is %s", (body, kind) => {
    expect(leadFollowUpKind(body)).toBe(kind);
  });
});

describe("parseLeadFollowUp", () => {
  it("reads form-post booleans and upper-cases the rego", () => {
    expect(parseLeadFollowUp("offer_accepted", { lead_id: LEAD, form_completed: "on", offer_accepted: "true", subcategory: "3. Offer Accepted" })).toEqual({
      ok: true,
      followUp: { kind: "offer_accepted", leadId: LEAD, formCompleted: true, offerAccepted: true, subcategory: "3. Offer Accepted" },
    });
    expect(parseLeadFollowUp("rego_lookup", { lead_id: LEAD, rego: " abc123 ", regoState: "WA" })).toMatchObject({ ok: true, followUp: { rego: "ABC123", regoState: "WA" } });
  });

  it.each([
    ["valuation_adjustment", { id: LEAD, adjustmentAnswers: {} }, { adjustmentAnswers: "Please send between 1 and 50 adjustment answers." }],
    ["rego_lookup", { lead_id: "x", rego: "TOO-LONG-REGO", regoState: "NZ" }, { lead_id: "Please send the id of the lead this follows.", rego: "Please enter the registration number (letters and digits, up to 9).", regoState: "Please choose the state the car is registered in." }],
    ["offer_accepted", { lead_id: LEAD, subcategory: "Offer Accepted" }, { subcategory: "The subcategory of an offer acceptance is '3. Offer Accepted'." }],
  ] as const)("%s rejects %j", (kind, body, errors) => {
    expect(parseLeadFollowUp(kind, body)).toEqual({ ok: false, errors });
  });
});

describe("describeLeadFollowUp", () => {
  it.each([
    [{ kind: "valuation_adjustment", leadId: LEAD, adjustmentAnswers: { "Accident damage": false, Owners: 2 } }, "Valuation adjustment answers: Accident damage: No; Owners: 2."],
    [{ kind: "rego_lookup", leadId: LEAD, rego: "ABC123", regoState: "SA" }, "Registration lookup: ABC123 (SA)."],
    [{ kind: "offer_accepted", leadId: LEAD, formCompleted: true, offerAccepted: false, subcategory: "3. Offer Accepted" }, "3. Offer Accepted: offer not accepted, form completed."],
  ] as const)("%j", (followUp, text) => {
    expect(describeLeadFollowUp(followUp)).toBe(text);
  });
});
