import { describe, expect, it } from "vitest";
import { matchRecoveryCode, newRecoveryCodes, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from "./recovery-codes";

describe("recovery codes", () => {
  const { codes, stored } = newRecoveryCodes();
  it("makes ten distinct codes of 80 bits, stored only as salted hashes", () => {
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(JSON.stringify(stored)).not.toContain(normaliseRecoveryCode(codes[0]!));
  });
  it("matches a code however it is typed, and only its own entry", () => {
    expect(matchRecoveryCode(` ${codes[3]!.toUpperCase().replace(/-/g, " ")} `, stored)).toBe(stored[3]);
  });
  it("matches nothing for a wrong or malformed code", () => {
    expect(matchRecoveryCode("aaaa-aaaa-aaaa-aaaa", stored)).toBeNull();
    expect(matchRecoveryCode("not a code", stored)).toBeNull();
  });
});
