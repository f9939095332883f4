import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hyphenatedWordRuns } from "./hyphenated-words";

const run = (text: string, unbroken = false) => ({ text, unbroken });

describe("hyphenatedWordRuns: a name's hyphenated words kept whole for display", () => {
  it.each([
    ["2024 Ford Mustang Mach-E Premium", [run("2024 Ford Mustang "), run("Mach-E", true), run(" Premium")]],
    ["Mazda CX-5 Maxx Sport", [run("Mazda "), run("CX-5", true), run(" Maxx Sport")]],
    ["CX-5", [run("CX-5", true)]],
    ["Harley-Davidson Street Glide", [run("Harley-Davidson", true), run(" Street Glide")]],
    ["Mercedes-Benz AMG-Line C-Class", [run("Mercedes-Benz", true), run(" "), run("AMG-Line", true), run(" "), run("C-Class", true)]],
    ["Nissan X-Trail (ST-L)", [run("Nissan "), run("X-Trail", true), run(" "), run("(ST-L)", true)]],
    ["Citroën C5 Aircross", [run("Citroën C5 Aircross")]],
    ["Ute - 4x4", [run("Ute - 4x4")]], // a dash between words is not a hyphenated word
    ["Toyota HiLux", [run("Toyota HiLux")]],
    ["", []],
  ])("%j", (text, runs) => {
    expect(hyphenatedWordRuns(text)).toEqual(runs);
  });

  it("joined again, the runs are the text unchanged (its ASCII hyphen too), and no run that may break holds a hyphenated word", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("CX-5", "Mach-E", "Ford", " ", "-", "X", "5", "é", "("), { maxLength: 12 }).map((parts) => parts.join("")), (text) => {
        const runs = hyphenatedWordRuns(text);
        expect(runs.map((r) => r.text).join("")).toBe(text);
        for (const r of runs) if (!r.unbroken) expect(r.text).not.toMatch(/[\p{L}\p{N}]-[\p{L}\p{N}]/u);
      }),
    );
  });
});
