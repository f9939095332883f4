import { ANALYTICS_EVENT_IDS } from "@/domain/analytics/analytics-events";

/** Category rules of the enquiry forms (spec 001 §4, §5, §9). */

export const GENERAL_ENQUIRY = "General Enquiry";
export const CAREERS_ENQUIRY = "Careers Enquiry";
/** Spec 001 §9: "Default event id 22." */
export const DEFAULT_FORM_EVENT_ID = 22;
/** Spec 001 §4: the event a Careers enquiry fires (51, from the analytics catalogue). */
export const CAREERS_EVENT_ID = ANALYTICS_EVENT_IDS.careersEnquiry;

export type CategoryChoice = { category: string; subcategory?: string; eventId?: number };

/**
 * Spec 001 §4: "A 'Careers Enquiry' category is changed to 'General Enquiry' with subcategory
 * 'Career Enquiry' and event id 51." Other categories pass through unchanged.
 */
export function remapCategory(choice: CategoryChoice): CategoryChoice {
  if (choice.category !== CAREERS_ENQUIRY) return choice;
  return { category: GENERAL_ENQUIRY, subcategory: "Career Enquiry", eventId: CAREERS_EVENT_ID };
}

/**
 * Spec 001 §5: "category select required when the event id is 22 or the category is General Enquiry
 * (default General Enquiry)".
 */
export function isCategoryRequired(formEventId: number, defaultCategory: string | undefined): boolean {
  return formEventId === DEFAULT_FORM_EVENT_ID || (defaultCategory ?? GENERAL_ENQUIRY) === GENERAL_ENQUIRY;
}
