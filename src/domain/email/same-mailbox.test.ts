import { describe, expect, it } from "vitest";
import { sameMailbox } from "./same-mailbox";

describe("sameMailbox: letter case does not count", () => {
  it.each<[string, string, boolean]>([
    ["jess@example.com", "jess@example.com", true],
    ["Jess@Example.com", "jess@example.com", true],
    ["JESS@EXAMPLE.COM", "jess@example.com", true],
    ["jess@example.com", "jess@example.com.au", false],
    ["jess@example.com", "jes@example.com", false],
    ["jess.smith@example.com", "jesssmith@example.com", false],
  ])("%s and %s → %s", (a, b, same) => {
    expect(sameMailbox(a, b)).toBe(same);
  });
});
