import { describe, expect, it } from "vitest";
import { DEFAULT_BUTTON_TEXT } from "./button-labels";

// Spec 001 §9: "Default text: 'Enquire for price.'; buttons 'Enquire Now', 'Get Finance', 'Get Your Valuation', 'Call the dealer'."
describe("DEFAULT_BUTTON_TEXT", () => {
  it.each([
    ["enquire", "Enquire Now"],
    ["finance", "Get Finance"],
    // Issue 32 §12: the trade-in button said 'Get My Valuation'.
    ["tradeIn", "Get Your Valuation"],
    ["callTheDealer", "Call the dealer"],
  ] as const)("%s reads '%s'", (button, text) => expect(DEFAULT_BUTTON_TEXT[button]).toBe(text));
});
