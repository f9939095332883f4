import { describe, expect, it } from "vitest";
import { isPerUserPage } from "./per-user-pages";

describe("isPerUserPage", () => {
  it.each([
    ["/sign-in", true],
    ["/sign-in/", true],
    ["/sign-ins", false],
    ["/", false],
    ["/cars/x", false],
    ["/api/session", false],
  ])("%s → %s", (path, expected) => {
    expect(isPerUserPage(path)).toBe(expected);
  });
});
