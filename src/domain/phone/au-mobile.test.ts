import { describe, expect, it } from "vitest";
import { displayAuMobile, parseAuMobile } from "./au-mobile";

describe("parseAuMobile — issue 14: 'Australian mobile numbers only, parsed with libphonenumber-js'", () => {
  it.each([
    ["0491 570 156", "+61491570156", "0491 570 156"],
    ["0491570156", "+61491570156", "0491 570 156"],
    ["+61 491 570 156", "+61491570156", "0491 570 156"],
    ["61491570156", "+61491570156", "0491 570 156"],
    ["(04) 9157-0156", "+61491570156", "0491 570 156"],
    ["491 570 156", "+61491570156", "0491 570 156"],
    ["+610491570156", "+61491570156", "0491 570 156"],
  ])("accepts %j as %s", (input, e164, display) => {
    expect(parseAuMobile(input)).toEqual({ e164, display });
  });

  it.each([
    ["a Sydney landline", "(02) 9999 9999"],
    ["a landline in international form", "+61 2 9999 9999"],
    ["too short", "0491 570"],
    ["too long", "0491 570 156 7"],
    ["a US mobile", "+1 415 555 2671"],
    ["a NZ mobile", "+64 21 123 4567"],
    ["a 13 number", "13 13 13"],
    ["a 1300 number", "1300 555 123"],
    ["letters", "call me"],
    ["empty", ""],
    ["absurdly long", "0".repeat(41)],
  ])("refuses %s (%j)", (_label, input) => {
    expect(parseAuMobile(input)).toBeNull();
  });

  it("shows a stored number in the national form", () => {
    expect(displayAuMobile("+61491570156")).toBe("0491 570 156");
  });
});
