/** Texts the forms show, quoted from the specification where it gives them (spec 000 §8, 001 §5, §8). */
export const LEAD_MESSAGES = {
  /** Spec 001 §5: the form error area heading. */
  errorSummary: "Please fix the following errors:",
  /** Spec 001 §5, §8: the 4-digit postcode rule. */
  postcode: "Invalid postcode. Please enter a 4-digit number.",
  /** Spec 001 §5: terms_conditions checkbox. */
  terms: "*You must agree to the terms of use before submitting.",
  /** Spec 001 §5: the notice some sites show beside the checkbox. */
  termsNotice: "* You must agree to the terms of use before submitting the form.",
  /** Spec 001 §5: opt_in's default label. */
  optIn: "Yes, I would like to subscribe to receive latest offers & product updates.",
  /** Spec 000 §4, §8 (sic): a failed submit without a server message. */
  unexpectedError: "An unexpected error occured",
  /** Spec 001 §8: the alert after a failed submit. */
  submitAlert: "An error occurred when submitting this form",
  locationPlaceholder: "Please Select a Dealership Location",
  departmentPlaceholder: "Please Select a Department",
  dealershipPlaceholder: "Select a Preferred Dealership",
  testDriveDateLabel: "Test Drive Booking Date",
  /** Spec 000 §5: the request-photos form's hidden fixed text. */
  requestPhotosText: "Please send photos for this car",
  // The specification gives no texts for these; they say what to fix.
  /** The credit-check finance application (spec 001 §6, decision 024): the consent it cannot be sent without. */
  creditCheckConsent: "Please agree to a credit check to send this application.",
  creditCheckConsentLabel: "I agree to the dealer and its finance partners checking my credit history with a credit reporting body to assess this application.",
  creditCheckSignIn: "Please sign in to send a finance application with a credit check.",
  name: "Please enter your first name.",
  lastName: "Please enter your last name.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  message: "Please enter your comments.",
  category: "Please select a category.",
  location: "Please select a dealership location.",
  dealership: "Please select a preferred dealership.",
  money: "Please enter a whole dollar amount.",
  kms: "Please enter the kilometres as a whole number.",
  date: "Please choose a valid date and time.",
  tradeInYear: "Please enter your vehicle's year.",
  tradeInMake: "Please enter your vehicle's make.",
  tradeInModel: "Please enter your vehicle's model.",
} as const;
