import { describe, expect, it } from "vitest";
import { codeSendRefusalMessage, SIGN_IN_MESSAGES, signInCodeSms } from "./sign-in-form";

const now = new Date("2026-03-02T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describe("sign-in messages", () => {
  it.each<[Parameters<typeof codeSendRefusalMessage>[0], string]>([
    [{ reason: "number_cooldown", retryAt: later(42_000) }, "Please wait 42 seconds before asking for another code."],
    [{ reason: "number_limit", retryAt: later(5 * 3_600_000) }, "Too many codes have been sent to this number. Please try again in 5 hours."],
    [{ reason: "address_limit", retryAt: later(12 * 60_000) }, "Too many codes have been asked for from your connection. Please try again in 12 minutes."],
  ])("a refused send says when to try again: %j", (refusal, text) => {
    expect(codeSendRefusalMessage(refusal, now)).toBe(text);
  });

  it.each([
    [4, "That code is not right. You have 4 tries left."],
    [1, "That code is not right. You have 1 try left."],
    [0, "That code is not right, and it has now been tried too many times. Please ask for a new code."],
  ])("a wrong code with %d tries left", (left, text) => {
    expect(SIGN_IN_MESSAGES.wrongCode(left)).toBe(text);
  });

  it("texts the code with an origin-bound last line", () => {
    expect(signInCodeSms({ siteName: "Harbour Toyota", code: "042917", hostname: "harbour-toyota.localhost" })).toBe(
      "042917 is your Harbour Toyota sign-in code. It expires in 10 minutes. Never share it with anyone.\n\n@harbour-toyota.localhost #042917",
    );
  });
});
