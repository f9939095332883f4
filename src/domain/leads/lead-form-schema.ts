import { z } from "zod";
import { GENERAL_ENQUIRY, DEFAULT_FORM_EVENT_ID, isCategoryRequired, remapCategory } from "./lead-category";
import * as f from "./lead-fields";
import { LEAD_MESSAGES as M } from "./lead-messages";
import { locationsOfDealership, soleRemaining } from "./location-choice";
import { TRADE_IN_CONDITIONS, TRADE_IN_CONDITION_MESSAGE } from "@/domain/market/trade-in-estimate";

/** Every form that sends a lead (issue 6; spec 000 §2, §5; spec 001 §2). */
export const LEAD_FORMS = ["enquiry", "test_drive", "request_photos", "trade_in", "sell_my_car", "finance", "contact", "service", "offer"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** Forms whose message (Comments) is required unless the site makes it optional (spec 001 §5). */
/** Finance applications beyond the plain finance enquiry: the credit-check one (decision 024). */
export const FINANCE_APPLICATIONS = ["credit-check"] as const;

const MESSAGE_REQUIRED_FORMS: readonly LeadForm[] = ["enquiry", "contact"];
const TRADE_IN_FORMS: readonly LeadForm[] = ["trade_in", "sell_my_car"];

/** What the rules depend on: the site's configuration and what the form is about. */
export type LeadFormContext = {
  /** Site config `messageOptional` (spec 001 §5: "except on a specific site variant"). */
  messageOptional: boolean;
  /** The site's dealerships; the select is required when there is more than one. */
  dealershipSlugs: readonly string[];
  /** Location options (ids); the select auto-selects when only one remains. */
  locationIds: readonly number[];
  /** Each location's dealership (by location id): choosing a dealership narrows the locations to its own. */
  locationDealerships?: Readonly<Record<number, string>>;
  /** Spec 001 §5: "required when the site has the location field and no car". */
  hasLocationField: boolean;
  /** The form's event id (spec 001 §9: default 22). */
  formEventId?: number;
};

/** The payload of spec 000 §7 plus the form fields of spec 001 §3. */
const leadFieldsSchema = z.object({
  form: z.preprocess((v) => (v === "" ? undefined : v), z.enum(LEAD_FORMS).default("enquiry")),
  category: z.string().trim().max(100).default(GENERAL_ENQUIRY),
  subcategory: f.optionalText(100),
  url: f.optionalText(2000),
  source: z.literal("Website").default("Website"),
  user_agent: f.optionalText(500),
  car_id: f.optionalIdSchema,
  /** A site-level test drive's model of interest (spec 001 §2 /book-test-drive), when no car is chosen. */
  model_id: f.optionalIdSchema,
  car_dealership_id: f.optionalIdSchema,
  /** The special offer an Enquire Now is about (spec 001 §2). */
  offer_id: f.optionalIdSchema,
  lead_attributes: f.leadAttributesSchema,
  page_id: f.optionalText(100),
  name: f.requiredText(100, M.name),
  last_name: f.requiredText(100, M.lastName),
  email: f.emailSchema,
  phone: f.phoneSchema,
  postcode: f.postcodeSchema,
  message: f.optionalText(5000),
  opt_in: f.optInSchema,
  terms_conditions: f.termsSchema,
  PreferredContactMethod: f.preferredContactSchema,
  location_id: f.optionalIdSchema,
  dealership_slug: f.optionalText(100),
  Rego: f.optionalText(20),
  regoState: f.optionalText(3),
  kms: f.kmsSchema,
  finance: f.yesNoSchema,
  "do-you-have-a-trade-in": f.yesNoSchema,
  trade_in_year: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number({ error: M.tradeInYear }).int().min(1900, { error: M.tradeInYear }).max(2100, { error: M.tradeInYear }).optional()),
  trade_in_make: f.optionalText(60),
  trade_in_model: f.optionalText(60),
  /** The instant estimate's questions (issue 35 §5), carried into the lead so the estimate is worked out again for the dealer. */
  trade_in_badge: f.optionalText(60),
  trade_in_condition: z.preprocess((v) => (v === "" ? undefined : v), z.enum(TRADE_IN_CONDITIONS, { error: TRADE_IN_CONDITION_MESSAGE }).optional()),
  test_drive_date: f.dateTimeSchema,
  distribution_location_id: f.optionalIdSchema,
  service_date: f.dateTimeSchema,
  additional_services: z.preprocess((v) => (typeof v === "string" ? [v] : v), z.array(z.string().trim().max(100)).max(20).default([])),
  vehiclePriceBudget: f.moneySchema,
  /** The credit-check finance application (spec 001 §2, §6): its hidden marker, and the consent it requires. */
  finance_application: z.preprocess((v) => (v === "" ? undefined : v), z.enum(FINANCE_APPLICATIONS).optional()),
  // Absent on every other form, so their stored leads and request hashes do not change.
  credit_check_consent: z.preprocess((v) => (v === undefined || v === "" ? undefined : v), f.checkboxSchema.optional()),
  finance_calculator: f.financeCalculatorSchema,
  /** The postcode of the drive-away estimate the shopper viewed for this car (issue 18): its breakdown goes in the ADF comments. */
  drive_away_postcode: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().regex(/^\d{4}$/, { error: M.postcode }).optional()),
  /** The honeypot: hidden from people, so any value marks the lead as suspected spam. */
  fax: z.preprocess((v) => (typeof v === "string" ? v : undefined), z.string().max(1000).optional()),
});

type LeadFields = z.infer<typeof leadFieldsSchema>;
export type LeadSubmission = Omit<LeadFields, "terms_conditions" | "fax"> & { eventId?: number; honeypot: boolean };

/** The location ids left to choose from once the shopper's dealership narrows them (spec 001 §5). */
function remainingLocationIds(context: LeadFormContext, dealershipSlug: string | undefined): number[] {
  const options = context.locationIds.map((id) => ({ id, dealershipSlug: context.locationDealerships?.[id] }));
  return locationsOfDealership(options, dealershipSlug).map((option) => option.id);
}

function addIssue(ctx: z.RefinementCtx, path: string, message: string): void {
  ctx.addIssue({ code: "custom", path: [path], message });
}

function checkContextRules(v: LeadFields, context: LeadFormContext, ctx: z.RefinementCtx): void {
  // Spec 001 §5 asks for the location and dealership only without a car; an offer, like a car, names its dealership.
  const dealerChosen = v.car_id !== undefined || v.offer_id !== undefined;
  if (MESSAGE_REQUIRED_FORMS.includes(v.form) && !context.messageOptional && !v.message) addIssue(ctx, "message", M.message);
  if (isCategoryRequired(context.formEventId ?? DEFAULT_FORM_EVENT_ID, v.category) && v.category === "") addIssue(ctx, "category", M.category);
  const locationIds = remainingLocationIds(context, dealerChosen ? undefined : v.dealership_slug);
  if (v.location_id !== undefined && !locationIds.includes(v.location_id)) addIssue(ctx, "location_id", M.location);
  if (v.location_id === undefined && context.hasLocationField && !dealerChosen && locationIds.length > 1) addIssue(ctx, "location_id", M.location);
  if (v.dealership_slug !== undefined && !context.dealershipSlugs.includes(v.dealership_slug)) addIssue(ctx, "dealership_slug", M.dealership);
  if (v.dealership_slug === undefined && context.dealershipSlugs.length > 1 && !dealerChosen) addIssue(ctx, "dealership_slug", M.dealership);
  // Spec 001 §6 "the credit-check finance application": a finance lead, sent only with the shopper's consent.
  if (v.finance_application === "credit-check") {
    if (v.form !== "finance") addIssue(ctx, "form", M.creditCheckConsent);
    if (!v.credit_check_consent) addIssue(ctx, "credit_check_consent", M.creditCheckConsent);
  }
  if (TRADE_IN_FORMS.includes(v.form)) {
    if (v.trade_in_year === undefined) addIssue(ctx, "trade_in_year", M.tradeInYear);
    if (!v.trade_in_make) addIssue(ctx, "trade_in_make", M.tradeInMake);
    if (!v.trade_in_model) addIssue(ctx, "trade_in_model", M.tradeInModel);
  }
}

/** Agreeing to the terms is a condition of sending, not something the dealer needs. */
function omitTerms<T extends { terms_conditions: boolean }>(fields: T): Omit<T, "terms_conditions"> {
  const copy: Partial<T> = { ...fields };
  delete copy.terms_conditions;
  return copy as Omit<T, "terms_conditions">;
}

/** Auto-selects single options, remaps Careers enquiries and adds the request-photos text. */
function normalise(v: LeadFields, context: LeadFormContext): LeadSubmission {
  const { fax, ...rest } = v;
  const fields = omitTerms(rest);
  const { category, subcategory, eventId } = remapCategory({ category: fields.category, subcategory: fields.subcategory });
  const dealerChosen = fields.car_id !== undefined || fields.offer_id !== undefined;
  const soleLocation = soleRemaining(remainingLocationIds(context, dealerChosen ? undefined : fields.dealership_slug));
  const soleDealership = context.dealershipSlugs.length === 1 ? context.dealershipSlugs[0] : undefined;
  const message = fields.form === "request_photos" ? [M.requestPhotosText, fields.message].filter(Boolean).join("\n\n") : fields.message;
  return {
    ...fields,
    category,
    subcategory,
    message,
    location_id: fields.location_id ?? soleLocation,
    dealership_slug: fields.dealership_slug ?? soleDealership,
    eventId,
    honeypot: (fax ?? "").trim() !== "",
  };
}

/** The one schema of a lead form: the browser validates with it for speed, the server for truth. */
export function leadFormSchema(context: LeadFormContext) {
  return leadFieldsSchema
    // Runs even when other fields failed, so the form lists every error at once.
    .superRefine((v, ctx) => checkContextRules(v, context, ctx), { when: (payload) => typeof payload.value === "object" && payload.value !== null })
    .transform((v) => normalise(v, context));
}

export type LeadFieldErrors = Record<string, string>;

/** The first message per field, keyed by field name, for `aria-describedby` texts and the 400 answer. */
export function leadFieldErrors(error: z.ZodError): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
