import { describe, expect, it } from "vitest";
import { isPrivatePage } from "./private-pages";

describe("isPrivatePage (issue 14: per-user pages are never stored)", () => {
  it.each([
    ["/enquiries/abcdefghijklmnopqrstuvwxyzAB_-12", true],
    ["/success", true],
    ["/alerts/abcdefghijklmnopqrstuvwxyzAB_-12", true],
    ["/success/", true],
    ["/my-garage", true],
    ["/my-garage/", true],
    ["/", false],
    ["/search/new-used-and-demo-cars", false],
    ["/cars/2022-toyota-corolla", false],
    ["/successful-stories", false],
    ["/my-garage-sale", false],
  ])("%s → %s", (path, yes) => {
    expect(isPrivatePage(path)).toBe(yes);
  });
});
