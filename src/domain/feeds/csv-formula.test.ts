import { describe, expect, it } from "vitest";
import { neutraliseCsvFormula } from "./csv-formula";

describe("neutraliseCsvFormula (OWASP CSV injection: no cell a spreadsheet runs as a formula)", () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Click")', `'=HYPERLINK("https://evil.example","Click")`],
    ["=1+1", "'=1+1"],
    ["+61 2 5550 1100", "'+61 2 5550 1100"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ["-", "'-"],
  ])("%j → %j", (cell, expected) => expect(neutraliseCsvFormula(cell)).toBe(expected));

  it.each([["Glacier White"], ["-32.92"], ["151.73"], ["+5"], ["38990 AUD"], ["a=b"], ["'quoted"], [""], ['{"addr1":"1 Main St"}']])("leaves %j as it is", (cell) => {
    expect(neutraliseCsvFormula(cell)).toBe(cell);
  });
});
