import { describe, expect, it } from "vitest";
import { tokenAtRest } from "./token-at-rest";

describe("tokenAtRest: SHA-256, base64url", () => {
  it.each([
    ["abc", "ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0"],
    ["", "47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU"],
  ])("%j → %s", (token, stored) => {
    expect(tokenAtRest(token)).toBe(stored);
  });
});
