import { describe, expect, it } from "vitest";
import { compareAlphabetically } from "./alphabetical";

describe("compareAlphabetically", () => {
  it("orders as en-AU localeCompare does: case and accents after the letter, digits before letters", () => {
    const names = ["Škoda", "audi", "Audi", "BMW", "Alfa Romeo", "Mercedes-Benz", "mg", "MG", "4WD", "Suzuki", "SsangYong"];
    expect([...names].sort(compareAlphabetically)).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-AU")));
  });
});
