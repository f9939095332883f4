import { describe, expect, it } from "vitest";
import { isPerUserPage } from "./per-user-pages";

describe("isPerUserPage", () => {
  it.each([
    ["/sign-in", true],
    ["/sign-in/", true],
    ["/sign-ins", false],
    ["/my-garage", true],
    ["/my-garage/save", true],
    ["/my-garage-sale", false],
    ["/success", true],
    ["/successful-stories", false],
    ["/enquiries/abcdefghijklmnopqrstuvwxyzAB_-12", true],
    ["/alerts/abcdefghijklmnopqrstuvwxyzAB_-12", true],
    ["/", false],
    ["/cars/x", false],
    ["/api/session", false],
  ])("%s → %s", (path, expected) => {
    expect(isPerUserPage(path)).toBe(expected);
  });
});
