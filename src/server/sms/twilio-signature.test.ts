import { describe, expect, it } from "vitest";
import { isTwilioSignatureValid, twilioSignature } from "./twilio-signature";

// Twilio's published example (webhook security documentation, and its helper libraries' docs): auth token 12345.
const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
const published = (caller: string): [string, string][] => [["CallSid", "CA1234567890ABCDE"], ["Caller", caller], ["Digits", "1234"], ["From", caller], ["To", "+18005551212"]];

describe("Twilio's request signature", () => {
  it.each([
    ["+12349013030", "0/KCTR6DLpKmkAf8muzZqo1nDgQ="],
    ["+14158675309", "RSOYDt4T1cUTdK1PDd93/VVr8B8="],
  ])("matches the published vector (Caller %s)", (caller, signature) => {
    expect(twilioSignature("12345", url, published(caller))).toBe(signature);
  });

  it("sorts the fields by name whatever order they came in", () => {
    expect(twilioSignature("12345", url, published("+12349013030").toReversed())).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  });

  it.each([
    ["the published signature", "0/KCTR6DLpKmkAf8muzZqo1nDgQ=", "12345", url, true],
    ["another auth token", "0/KCTR6DLpKmkAf8muzZqo1nDgQ=", "54321", url, false],
    ["another URL", "0/KCTR6DLpKmkAf8muzZqo1nDgQ=", "12345", "https://mycompany.com/myapp.php?foo=1&bar=3", false],
    ["http instead of https", "0/KCTR6DLpKmkAf8muzZqo1nDgQ=", "12345", url.replace("https:", "http:"), false],
    ["no header", null, "12345", url, false],
    ["a truncated header", "0/KCTR6DLpKmkAf8muzZqo1nDgQ", "12345", url, false],
  ])("%s → %s", (_, header, token, requestUrl, valid) => {
    expect(isTwilioSignatureValid(token, requestUrl, published("+12349013030"), header)).toBe(valid);
  });

  it("a changed field breaks it", () => {
    const fields = published("+12349013030").map(([k, v]): [string, string] => (k === "Digits" ? [k, "1235"] : [k, v]));
    expect(isTwilioSignatureValid("12345", url, fields, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(false);
  });
});
