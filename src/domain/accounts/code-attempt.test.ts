import { describe, expect, it } from "vitest";
import { CODE_LIFETIME_MS, judgeCodeAttempt, MAX_CODE_TRIES, normaliseCodeInput, type CodeChallenge } from "./code-attempt";

const sentAt = new Date("2026-03-02T00:00:00Z");
const live: CodeChallenge = { expiresAt: new Date(sentAt.getTime() + CODE_LIFETIME_MS), tries: 0, usedAt: null };
const at = (ms: number) => new Date(sentAt.getTime() + ms);

describe("judgeCodeAttempt — issue 14: 'valid 10 minutes, single use … invalid after 5 wrong tries'", () => {
  it.each<[string, CodeChallenge | null, boolean, Date, ReturnType<typeof judgeCodeAttempt>["verdict"]]>([
    ["the right code within 10 minutes", live, true, at(60_000), { kind: "accepted" }],
    ["the right code a millisecond before expiry", live, true, at(CODE_LIFETIME_MS - 1), { kind: "accepted" }],
    ["the right code at 10 minutes", live, true, at(CODE_LIFETIME_MS), { kind: "refused", reason: "expired" }],
    ["a wrong code, first try", live, false, at(1), { kind: "wrong", triesLeft: 4 }],
    ["a wrong code, fifth try", { ...live, tries: 4 }, false, at(1), { kind: "wrong", triesLeft: 0 }],
    ["the right code on the fifth try", { ...live, tries: 4 }, true, at(1), { kind: "accepted" }],
    ["the right code after 5 wrong tries", { ...live, tries: MAX_CODE_TRIES }, true, at(1), { kind: "refused", reason: "locked" }],
    ["a code already used", { ...live, tries: 1, usedAt: at(1) }, true, at(2), { kind: "refused", reason: "used" }],
    ["no code sent to the number", null, true, at(1), { kind: "refused", reason: "none" }],
  ])("%s", (_label, challenge, right, now, verdict) => {
    expect(judgeCodeAttempt(challenge, () => right, now).verdict).toEqual(verdict);
  });

  it("counts every checked guess as a try and marks an accepted code used", () => {
    const wrong = judgeCodeAttempt(live, () => false, at(1)).next;
    expect(wrong).toEqual({ ...live, tries: 1 });
    expect(judgeCodeAttempt(wrong, () => true, at(2)).next).toEqual({ ...live, tries: 2, usedAt: at(2) });
  });

  it("never compares a guess against a refused code", () => {
    let compared = 0;
    for (const challenge of [{ ...live, tries: MAX_CODE_TRIES }, { ...live, usedAt: at(1) }]) {
      judgeCodeAttempt(challenge, () => (compared += 1) > 0, at(2));
    }
    judgeCodeAttempt(live, () => (compared += 1) > 0, at(CODE_LIFETIME_MS + 1));
    expect(compared).toBe(0);
  });

  it("five wrong guesses in a row leave a code that accepts nothing", () => {
    let challenge: CodeChallenge | null = live;
    for (let i = 0; i < MAX_CODE_TRIES; i += 1) challenge = judgeCodeAttempt(challenge, () => false, at(i + 1)).next;
    expect(judgeCodeAttempt(challenge, () => true, at(10)).verdict).toEqual({ kind: "refused", reason: "locked" });
  });
});

describe("normaliseCodeInput", () => {
  it.each([
    ["123456", "123456"],
    [" 123 456 ", "123456"],
    ["123-456", "123456"],
    ["012345", "012345"],
    ["12345", null],
    ["1234567", null],
    ["12345a", null],
    ["１２３４５６", null],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(normaliseCodeInput(input)).toBe(expected);
  });
});
