import { describe, expect, it } from "vitest";
import { fieldErrors, invitationFormSchema, signInEmailSchema, STAFF_FORM_MESSAGES, totpCodeSchema } from "./staff-forms";

describe("workspace form schemas", () => {
  it("normalises an e-mail address and names the field when it is not one", () => {
    expect(signInEmailSchema.parse({ email: "  Sam@Dealer.COM.au " })).toEqual({ email: "sam@dealer.com.au" });
    const bad = signInEmailSchema.safeParse({ email: "sam at dealer" });
    expect(bad.success ? {} : fieldErrors(bad.error)).toEqual({ email: STAFF_FORM_MESSAGES.email });
  });
  it("takes six digits as a code", () => {
    expect(totpCodeSchema.safeParse({ code: " 012345 " }).success).toBe(true);
    for (const code of ["12345", "1234567", "12a456", ""]) expect(totpCodeSchema.safeParse({ code }).success).toBe(false);
  });
  it("reads an invitation, and names every bad field", () => {
    expect(invitationFormSchema.parse({ email: "a@b.co", name: " Alex ", role: "salesperson", home: "group:3" })).toEqual({
      email: "a@b.co", name: "Alex", role: "salesperson", home: { dealershipId: null, dealerGroupId: 3 },
    });
    const bad = invitationFormSchema.safeParse({ email: "", name: "", role: "admin", home: "site:1" });
    expect(bad.success ? [] : Object.keys(fieldErrors(bad.error)).sort()).toEqual(["email", "home", "name", "role"]);
  });
});
