import { generate, generateSecret } from "otplib";
import { describe, expect, it } from "vitest";
import { checkTotpCode, totpUri } from "./totp";

const now = new Date("2026-12-01T09:00:00Z");
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

describe("TOTP codes", () => {
  const secret = generateSecret();
  it("accepts the current code, and the one before or after it (clock drift)", async () => {
    for (const offset of [0, -30_000, 30_000]) expect((await checkTotpCode(secret, await codeAt(secret, new Date(now.getTime() + offset)), null, now)).ok).toBe(true);
  });
  it("refuses a code two steps away, a wrong one and a malformed one", async () => {
    expect((await checkTotpCode(secret, await codeAt(secret, new Date(now.getTime() - 90_000)), null, now)).ok).toBe(false);
    const right = await codeAt(secret, now);
    expect((await checkTotpCode(secret, String((Number(right) + 1) % 1_000_000).padStart(6, "0"), null, now)).ok).toBe(false);
    expect((await checkTotpCode(secret, "12345", null, now)).ok).toBe(false);
  });
  it("never accepts a time step twice", async () => {
    const code = await codeAt(secret, now);
    const first = await checkTotpCode(secret, code, null, now);
    expect(first.ok).toBe(true);
    expect((await checkTotpCode(secret, code, first.ok ? first.timeStep : null, now)).ok).toBe(false);
  });
  it("names the account in the app's address", () => {
    expect(totpUri(secret, "sam@dealer.example")).toMatch(/^otpauth:\/\/totp\/.*sam%40dealer\.example.*secret=/);
  });
});
