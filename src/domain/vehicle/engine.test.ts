import { describe, expect, it } from "vitest";
import { hasEngine } from "./engine";

// Issue 32: "Caravans and trailers get a fuel cost calculator … Anything without an engine gets neither."
describe("hasEngine", () => {
  it.each<[string | null, boolean]>([
    [null, true],
    ["car", true],
    ["motorcycle", true],
    ["truck", true],
    ["caravan", false],
    ["Caravan", false],
    ["trailer", false],
    ["Camper Trailer", false],
  ])("item type %s → %s", (itemType, expected) => expect(hasEngine({ itemType })).toBe(expected));
});
