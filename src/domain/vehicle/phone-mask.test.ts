import { describe, expect, it } from "vitest";
import { maskPhoneNumber } from "./phone-mask";

// Spec 000 §4: "Phone reveal: digits after the first 5 characters hidden until clicked".
describe("maskPhoneNumber", () => {
  it.each([
    ["(07) 5550 0100", "(07) XXXX XXXX"],
    ["0412 345 678", "0412 XXX XXX"],
    ["1300 555 010", "1300 XXX XXX"],
    ["13 22 11", "13 22 XX"],
    ["000", "000"],
  ])("%s → %s", (input, expected) => expect(maskPhoneNumber(input)).toBe(expected));
});
