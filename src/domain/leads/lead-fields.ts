import { z } from "zod";
import { LEAD_MESSAGES as M } from "./lead-messages";
import { parseKmInput, parseMoneyInput } from "./number-inputs";
import { phoneE164 } from "@/domain/phone/phone-number";

/** Field schemas shared by every lead form; each rule's message is the one the form shows. */

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `At most ${max} characters.` });

/** A checkbox: JSON true, or a form post's "on" / "true" / "1" / "yes". */
export const checkboxSchema = z.preprocess(
  (value) => value === true || (typeof value === "string" && ["on", "true", "1", "yes"].includes(value.toLowerCase())),
  z.boolean(),
);

/** Spec 001 §5: "opt_in checkbox optional … form default opt_in true". */
export const optInSchema = z.preprocess((value) => (value === undefined ? true : value), checkboxSchema);

/** Spec 001 §5: "terms_conditions checkbox required; message '*You must agree to the terms of use before submitting.'" */
export const termsSchema = checkboxSchema.refine((checked) => checked, { error: M.terms });

/** Spec 001 §5: "required, exactly 4 digits, message 'Invalid postcode. Please enter a 4-digit number.'" */
export const postcodeSchema = z.string({ error: M.postcode }).trim().regex(/^\d{4}$/, { error: M.postcode });

export const emailSchema = z.string({ error: M.email }).trim().max(254, { error: M.email }).pipe(z.email({ error: M.email }));

/** An Australian number (or an international one with its + prefix). */
export const phoneSchema = z
  .string({ error: M.phone })
  .trim()
  .refine((value) => phoneE164(value) !== null, { error: M.phone });

/** Spec 001 §3: "PreferredContactMethod (Phone, Email or SMS; default Phone)". */
export const preferredContactSchema = z.preprocess(blankToUndefined, z.enum(["Phone", "Email", "SMS"]).default("Phone"));

export const yesNoSchema = z.preprocess(blankToUndefined, z.enum(["Yes", "No"]).optional());

/** Whole dollars from "$30,000", "30000" or a number. */
export const moneySchema = z.preprocess(
  (value) => (blankToUndefined(value) === undefined ? undefined : (parseMoneyInput(value) ?? Number.NaN)),
  z.number({ error: M.money }).int().max(100_000_000, { error: M.money }).optional(),
);

/** Kilometres from "85,000 kms", "85000" or a number. */
export const kmsSchema = z.preprocess(
  (value) => (blankToUndefined(value) === undefined ? undefined : (parseKmInput(value) ?? Number.NaN)),
  z.number({ error: M.kms }).int().max(10_000_000, { error: M.kms }).optional(),
);

/** A positive id from JSON or a form post. */
export const optionalIdSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : blankToUndefined(value)),
  z.number().int().positive().max(2_147_483_647).optional(),
);

/** A local date-time as the browser's datetime-local input sends it, or ISO 8601. */
export const dateTimeSchema = z.preprocess(
  blankToUndefined,
  z.string().trim().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/, { error: M.date }).optional(),
);

const stringList = (max: number) =>
  z.preprocess((value) => (typeof value === "string" ? [value] : value), z.array(z.string().trim().max(500)).max(max).default([]));

/** Spec 000 §7: lead_attributes {visited_pages, linked_query_params}. */
export const leadAttributesSchema = z
  .object({
    visited_pages: stringList(50),
    linked_query_params: z.record(z.string().max(100), z.string().max(500)).default({}),
  })
  .default({ visited_pages: [], linked_query_params: {} });

/** Figures from the finance calculator, sent when the shopper used it (delivered in ADF <finance>). */
export const financeCalculatorSchema = z
  .object({
    amount: moneySchema,
    deposit: moneySchema,
    balloon: moneySchema,
    term_years: z.coerce.number().min(0.5).max(10).optional(),
    interest_rate: z.coerce.number().min(0).max(30).optional(),
    frequency: z.enum(["Weekly", "Fortnightly", "Monthly"]).optional(),
    repayment: moneySchema,
  })
  .optional();
