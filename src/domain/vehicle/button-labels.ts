/** Spec 001 §9: "Default text: 'Enquire for price.'; buttons 'Enquire Now', 'Get Finance', 'Get Your Valuation', 'Call the dealer'." */
export const DEFAULT_BUTTON_TEXT = {
  enquire: "Enquire Now",
  finance: "Get Finance",
  tradeIn: "Get Your Valuation",
  callTheDealer: "Call the dealer",
} as const;
