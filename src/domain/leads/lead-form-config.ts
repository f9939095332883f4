import type { LeadFormContext, LeadForm } from "@/domain/leads/lead-form-schema";

/** Extra fields a form shows besides the core ones (name, last name, email, phone, postcode, terms, opt-in, contact method). */
export type LeadFormExtra =
  | "category"
  | "tradeInVehicle"
  | "kms"
  | "rego"
  | "underFinance"
  | "hasTradeIn"
  | "budget"
  | "testDriveDate"
  | "modelOfInterest"
  | "serviceDate"
  | "additionalServices"
  /** The credit-check finance application's consent (decision 024). */
  | "creditCheckConsent";

/** What one form on one page is: configuration, never a copy of the component. */
export type LeadFormConfig = {
  form: LeadForm;
  /** The form's accessible name (its heading's text). */
  title: string;
  submitLabel: string;
  extras: readonly LeadFormExtra[];
  /** Show the Comments field; required by the schema on enquiry and contact unless the site says otherwise. */
  message: "required" | "optional" | "none";
  /** Multi-step (spec 000 §4): the fields of every step but the last; the last step holds the rest and submits. */
  steps?: readonly (readonly string[])[];
  /** Values sent as they are: car_id, subcategory. */
  hidden?: Readonly<Record<string, string>>;
  /** Starting values of visible fields (a budget or dealership carried in the page's query). */
  defaults?: Readonly<Record<string, string>>;
  /** Spec 001 §5: 'Please Select a Department' on service forms. */
  locationPlaceholder?: string;
};

export type LeadFormOption = { value: string; label: string };

/** What the page knows about the site that the form needs: its rules and its choices. */
export type LeadFormSetup = {
  context: LeadFormContext;
  /** Each with its dealership, which narrows them when the shopper chooses one (spec 001 §5). */
  locations: readonly (LeadFormOption & { dealershipSlug?: string })[];
  dealerships: readonly LeadFormOption[];
  /** The car's test-drive slots (its location's sales hours), when the form is about a car: values, worded by `testDriveSlotLabel`. */
  testDriveSlots?: readonly string[];
  /** Spec 000 §5: the car's location's distribution locations, where a test drive may also happen. */
  distributionLocations?: readonly LeadFormOption[];
  /** The site's models (value: model id), for a test drive booked before choosing a car. */
  models?: readonly LeadFormOption[];
};

/** Spec 001 §3: the categories a shopper may choose on the contact form ('Careers Enquiry' is remapped by the schema). */
export const CONTACT_CATEGORIES = ["General Enquiry", "Sales Enquiry", "Service Enquiry", "Parts Enquiry", "Finance Enquiry", "Careers Enquiry"] as const;

export const ADDITIONAL_SERVICES = ["Logbook service", "Tyres", "Brakes", "Air conditioning", "Wheel alignment"] as const;
