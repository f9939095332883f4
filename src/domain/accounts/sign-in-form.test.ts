import { describe, expect, it } from "vitest";
import { codeCheckFailureMessage, codeSendRefusalMessage, SIGN_IN_MESSAGES, signInCodeSms, type CodeCheckFailure } from "./sign-in-form";

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

  it.each<[string, CodeCheckFailure]>([
    ["no code asked for", { kind: "refused", reason: "none" }],
    ["a code already used", { kind: "refused", reason: "used" }],
    ["an expired code", { kind: "refused", reason: "expired" }],
    ["a code tried too many times", { kind: "refused", reason: "locked" }],
    ["a wrong code, 4 tries left", { kind: "wrong", triesLeft: 4 }],
    ["a wrong code, the last try", { kind: "wrong", triesLeft: 0 }],
  ])("a failed check says the same whatever the number's state (issue 30 §3): %s", (_label, failure) => {
    expect(codeCheckFailureMessage(failure, now)).toBe("That code didn't work. Check it, or ask for a new code.");
    expect(SIGN_IN_MESSAGES.codeFailed).toBe("That code didn't work. Check it, or ask for a new code.");
  });

  it("a client over its limit of failed checks is told when to try again", () => {
    expect(codeCheckFailureMessage({ reason: "address_check_limit", retryAt: later(12 * 60_000) }, now)).toBe("Too many codes have been tried from your connection. Please try again in 12 minutes.");
  });

  it("texts the code with an origin-bound last line", () => {
    expect(signInCodeSms({ siteName: "Harbour Toyota", code: "042917", hostname: "harbour-toyota.localhost" })).toBe(
      "042917 is your Harbour Toyota sign-in code. It expires in 10 minutes. Never share it with anyone.\n\n@harbour-toyota.localhost #042917",
    );
  });
});
