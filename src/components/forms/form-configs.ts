import { DEFAULT_BUTTON_TEXT } from "@/domain/vehicle/button-labels";
import { CAREERS_ENQUIRY } from "@/domain/leads/lead-category";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import type { LeadFormConfig } from "@/domain/leads/lead-form-config";

/** The site's forms as configuration of the one LeadForm (issue 6; spec 000 §5, spec 001 §2, §3, §5). */

const carHidden = (carId?: number): Record<string, string> => (carId === undefined ? {} : { car_id: String(carId) });

/** Spec 000 §4: multi-step, details first; the last step (comments, contact method, terms) submits. */
export const enquiryFormConfig = (carId?: number): LeadFormConfig => ({
  form: "enquiry",
  title: "Enquire Now",
  submitLabel: "Send Enquiry",
  extras: [],
  message: "required",
  steps: [["name", "last_name", "email", "phone", "postcode", "location_id", "dealership_slug"]],
  hidden: carHidden(carId),
});

/**
 * Spec 000 §5: core fields, optional message, optional 'Test Drive Booking Date'. Without a car (the site's
 * /book-test-drive) the shopper may name a model of the range instead.
 */
export const testDriveFormConfig = (carId?: number): LeadFormConfig => ({
  form: "test_drive",
  title: "Book a Test Drive",
  submitLabel: "Book Test Drive",
  extras: carId === undefined ? ["modelOfInterest", "testDriveDate"] : ["testDriveDate"],
  message: "optional",
  hidden: carHidden(carId),
});

/** Spec 000 §5: core fields, hidden fixed text 'Please send photos for this car' (added by the schema), optional message. */
export const requestPhotosFormConfig = (carId?: number): LeadFormConfig => ({
  form: "request_photos",
  title: "Request Photos",
  submitLabel: "Request Photos",
  extras: [],
  message: "optional",
  hidden: carHidden(carId),
});

/** `estimated`: the instant estimate's answers (issue 35 §5), filled in, so the lead carries the same car. */
export const tradeInFormConfig = (carId?: number, estimated?: { defaults: Record<string, string>; hidden: Record<string, string> }): LeadFormConfig => ({
  form: "trade_in",
  title: "Trade-in valuation",
  submitLabel: DEFAULT_BUTTON_TEXT.tradeIn,
  extras: ["tradeInVehicle", "kms", "rego", "underFinance"],
  message: "optional",
  hidden: { ...carHidden(carId), ...estimated?.hidden },
  defaults: estimated?.defaults,
});

export const sellMyCarFormConfig: LeadFormConfig = {
  form: "sell_my_car",
  title: "Sell my car",
  submitLabel: "Get An Offer",
  extras: ["tradeInVehicle", "kms", "rego", "underFinance"],
  message: "optional",
};

/** Spec 000 §2: the finance page's query (car_id, vehiclePriceBudget, preferredDealership) fills the form. */
export const financeFormConfig = (query: { carId?: number; vehiclePriceBudget?: number; preferredDealership?: string }): LeadFormConfig => ({
  form: "finance",
  title: "Finance enquiry",
  submitLabel: "Send Finance Enquiry",
  extras: ["budget", "hasTradeIn"],
  message: "optional",
  hidden: carHidden(query.carId),
  defaults: {
    ...(query.vehiclePriceBudget !== undefined ? { vehiclePriceBudget: String(query.vehiclePriceBudget) } : {}),
    ...(query.preferredDealership ? { dealership_slug: query.preferredDealership } : {}),
  },
});

/**
 * Spec 001 §2, §6: the credit-check finance application (`/finance/credit-check`, gated): the finance enquiry's
 * fields, the shopper's consent to a credit check, the signed-in phone to start with, and the page's CSRF token,
 * which the intake checks before it reads who sent it (decision 024).
 */
export const creditCheckFormConfig = (page: { csrfToken: string; phone: string; carId?: number; vehiclePriceBudget?: number }): LeadFormConfig => ({
  form: "finance",
  title: "Finance application",
  submitLabel: "Send Finance Application",
  extras: ["budget", "hasTradeIn", "creditCheckConsent"],
  message: "optional",
  hidden: { ...carHidden(page.carId), finance_application: "credit-check", csrf_token: page.csrfToken },
  defaults: { phone: page.phone, ...(page.vehiclePriceBudget !== undefined ? { vehiclePriceBudget: String(page.vehiclePriceBudget) } : {}) },
});

/** Spec 001 §2: the enquiry modal titled 'Email Us'; category required (default General Enquiry). */
export const contactFormConfig: LeadFormConfig = {
  form: "contact",
  title: "Email Us",
  submitLabel: "Send Message",
  extras: ["category"],
  message: "required",
};

export const serviceFormConfig: LeadFormConfig = {
  form: "service",
  title: "Book a Service",
  submitLabel: "Request Booking",
  extras: ["rego", "kms", "serviceDate", "additionalServices"],
  message: "optional",
  locationPlaceholder: LEAD_MESSAGES.departmentPlaceholder,
};

/** Spec 001 §2 offer page: Enquire Now about one special offer; the lead names the offer and goes to its dealership. */
export const offerEnquiryFormConfig = (offerId: number): LeadFormConfig => ({
  form: "offer",
  title: "Enquire Now",
  submitLabel: "Send Enquiry",
  extras: [],
  message: "optional",
  hidden: { offer_id: String(offerId) },
});

/**
 * Spec 001 §4: the careers page's enquiry is sent as 'Careers Enquiry', which the shared schema changes to
 * 'General Enquiry' with subcategory 'Career Enquiry' and event 51 (remapCategory).
 */
export const careersFormConfig: LeadFormConfig = {
  form: "contact",
  title: "Careers Enquiry",
  submitLabel: "Send Enquiry",
  extras: [],
  message: "required",
  hidden: { category: CAREERS_ENQUIRY },
};
