import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { secretBox } from "./staff-secret-box";

describe("secretBox", () => {
  const box = secretBox(randomBytes(32));
  it("opens what it sealed, and seals the same text differently each time", () => {
    const a = box.seal("JBSWY3DPEHPK3PXP");
    expect(box.open(a)).toBe("JBSWY3DPEHPK3PXP");
    expect(box.seal("JBSWY3DPEHPK3PXP")).not.toBe(a);
    expect(a).not.toContain("JBSWY3DPEHPK3PXP");
  });
  it("refuses a tampered or foreign sealing", () => {
    const sealed = box.seal("secret");
    const [v, iv, tag, body] = sealed.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString("base64url")].join("."))).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
  });
});
