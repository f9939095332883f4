import { describe, expect, it } from "vitest";
import { accountAuditText } from "./account-audit";

describe("accountAuditText", () => {
  it.each([
    ["sign_in", { method: "passkey" }, null, "Signed in with a passkey"],
    ["sign_in", { method: "link_totp" }, null, "Signed in with an e-mailed link and an authenticator code"],
    ["sign_in", { method: "link_recovery_code" }, null, "Signed in with an e-mailed link and a recovery code"],
    ["sign_in", { method: "sms" }, null, "Signed in with a method no longer offered"],
    ["sign_in_failed", { method: "totp" }, null, "A sign-in failed: an authenticator code did not match"],
    ["sign_in_failed", { method: "passkey" }, null, "A sign-in failed: a passkey did not match"],
    ["sign_out", {}, null, "Signed out"],
    ["sign_out_everywhere", { sessions: 3 }, null, "Signed out on every device: 3 sessions ended"],
    ["sign_out_everywhere", { sessions: 1 }, null, "Signed out on every device: 1 session ended"],
    ["sign_out_everywhere", {}, null, "Signed out on every device"],
    ["register_passkey", { credentialId: "abc" }, null, "Added a passkey"],
    ["invite", { email: "sam@dealer.example", role: "salesperson", home: { dealershipId: 1 } }, null, "Invited sam@dealer.example as salesperson"],
    ["invite", { email: "sam@dealer.example", role: "admin" }, null, "Invited sam@dealer.example as staff"],
    ["accept_invitation", { invitationId: 4 }, null, "Accepted an invitation and set up sign-in"],
    ["deactivate", { sessionsEnded: 2, leadsReturned: 1 }, "Sam Lee", "Deactivated Sam Lee: 2 sessions ended, 1 lead back to routing"],
    ["deactivate", { sessionsEnded: 0 }, null, "Deactivated someone: 0 sessions ended"],
    ["routing_settings", { dealershipId: 1, rules: 2, reassignAfterMinutes: 15 }, null, "Saved the routing: 2 rules, reassign after 15 minutes of opening hours"],
    ["routing_settings", { dealershipId: 1, rules: 0, reassignAfterMinutes: 1 }, null, "Saved the routing: 0 rules, reassign after 1 minute of opening hours"],
    ["trade_in_margin", { dealershipId: 1, from: 15, to: 20 }, null, "Changed the trade-in margin from 15% to 20%"],
    ["location_hours", { location: "Metro MG Kedron", holidays: ["2026-12-25", "2027-01-01"], removedHolidays: ["2026-12-03"] }, null,
      "Saved the hours and phone numbers of Metro MG Kedron: holiday hours on 25 Dec 2026, 1 Jan 2027, removed 3 Dec 2026"],
    ["location_hours", { location: "Metro MG Kedron", holidays: [], removedHolidays: [] }, null, "Saved the hours and phone numbers of Metro MG Kedron"],
    ["location_hours", {}, null, "Saved the hours and phone numbers of a location"],
  ] as const)("%s %j (subject %s) → %j", (action, detail, subjectName, expected) => {
    expect(accountAuditText({ action, detail, subjectName })).toBe(expected);
  });

  it("says nothing of an action it does not know, nor of a property of every object", () => {
    expect(accountAuditText({ action: "claim_lead", detail: {}, subjectName: null })).toBeNull();
    expect(accountAuditText({ action: "toString", detail: {}, subjectName: null })).toBeNull();
  });
});
