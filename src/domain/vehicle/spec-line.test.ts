import { describe, expect, it } from "vitest";
import { isPresentSpecValue } from "./spec-line";

describe("isPresentSpecValue — spec 000 §5 'Spec lines with undefined, null, empty or 'null' values are dropped'", () => {
  it.each([
    [undefined, false],
    [null, false],
    ["", false],
    ["   ", false],
    ["null", false],
    [" null ", false],
    ["Automatic", true],
    ["0", true],
  ])("%j → %s", (value, expected) => expect(isPresentSpecValue(value)).toBe(expected));
});
