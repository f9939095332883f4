import { describe, expect, it } from "vitest";
import { alertEmailFormSchema } from "./alert-email";

describe("alertEmailFormSchema", () => {
  it.each<[unknown, string | null]>([
    ["jess@example.com", "jess@example.com"],
    ["  jess@example.com ", "jess@example.com"],
    ["", null],
    ["   ", null],
  ])("%j is the address %j", (email, address) => {
    expect(alertEmailFormSchema.parse({ email })).toEqual({ email: address });
  });

  it.each<[unknown]>([["jess@"], ["jess example.com"], ["@example.com"], [`${"j".repeat(250)}@example.com`], [undefined], [42]])("%j is refused with the lead forms' message", (email) => {
    const result = alertEmailFormSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["email", "Please enter a valid email address."]]);
  });
});
