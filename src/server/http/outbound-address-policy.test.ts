import { describe, expect, it } from "vitest";
import { checkPublicUrl } from "@/domain/security/public-address";
import { checkedLookup, webhookAddressPolicy } from "./outbound-address-policy";

describe("webhookAddressPolicy (where a lead webhook may be posted)", () => {
  it.each([
    ["https://crm.example.com.au/leads", null],
    ["http://crm.example.com.au/leads", "must be an https address"],
    ["https://10.1.2.3/leads", "must be on a public address: 10.1.2.3 is a private address"],
    ["https://crm.internal/leads", "must be on a public host: crm.internal is a name for local use"],
  ])("%s: %s", (url, reason) => {
    const checked = checkPublicUrl(url, webhookAddressPolicy());
    expect(checked.ok ? null : checked.reason).toBe(reason);
  });

  it("refuses, when connecting, a public-looking name that resolves to a private address", async () => {
    const lookup = checkedLookup({ ...webhookAddressPolicy(), resolve: async () => ["1.1.1.1", "192.168.1.10"] }, (message) => new Error(message));
    const failure = await new Promise<Error | null>((resolve) => lookup("crm.example.com.au", {}, (error) => resolve(error)));
    expect(failure?.message).toBe("refused: crm.example.com.au resolves to 192.168.1.10, a private address");
  });
});
