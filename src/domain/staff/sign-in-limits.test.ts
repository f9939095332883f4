import { describe, expect, it } from "vitest";
import { codeCheckVerdict, linkRequestVerdict, type FailureCounts } from "./sign-in-limits";

// Issue 33: "brute-force limits per account and per client"; decision 030 sets them.
describe("codeCheckVerdict", () => {
  const counts = (accountLastHour: number, accountSinceSignIn: number, clientLastHour: number): FailureCounts => ({ accountLastHour, accountSinceSignIn, clientLastHour });
  const cases: [string, FailureCounts, string][] = [
    ["no failures", counts(0, 0, 0), "check"],
    ["9 for the account this hour", counts(9, 9, 9), "check"],
    ["10 for the account this hour", counts(10, 10, 10), "account_limited"],
    ["99 since the last sign-in, few this hour", counts(2, 99, 2), "check"],
    ["100 since the last sign-in (SP 800-63B §5.2.2)", counts(2, 100, 2), "account_limited"],
    ["29 from the client this hour, over many accounts", counts(0, 0, 29), "check"],
    ["30 from the client this hour", counts(0, 0, 30), "client_limited"],
    ["both past their limits: the client's is said", counts(10, 100, 30), "client_limited"],
  ];
  it.each(cases)("%s: %s", (_, c, expected) => expect(codeCheckVerdict(c)).toBe(expected));
});

describe("linkRequestVerdict", () => {
  const cases: [number, number, string][] = [
    [0, 0, "send"], [2, 9, "send"], [3, 0, "address_limited"], [0, 10, "client_limited"], [3, 10, "client_limited"],
  ];
  it.each(cases)("%i for the address, %i from the client: %s", (address, client, expected) => {
    expect(linkRequestVerdict({ addressInWindow: address, clientInWindow: client })).toBe(expected);
  });

  it("takes the per-client limit from its setting when given", () => {
    expect(linkRequestVerdict({ addressInWindow: 0, clientInWindow: 10 }, 11)).toBe("send");
    expect(linkRequestVerdict({ addressInWindow: 0, clientInWindow: 11 }, 11)).toBe("client_limited");
    expect(linkRequestVerdict({ addressInWindow: 0, clientInWindow: 1 }, 1)).toBe("client_limited");
  });
});
