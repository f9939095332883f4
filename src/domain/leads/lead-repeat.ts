import { phoneE164 } from "@/domain/phone/phone-number";
import type { LeadForm } from "./lead-form-schema";

/**
 * Which enquiries are the same one sent again (issue 30: 50 identical enquiries sent at once were all e-mailed
 * to the dealer). A lead repeats an earlier one of its site when it comes from the same contact (e-mail and
 * phone, normalised), on the same form, about the same thing (the car; without a car, the dealership and any
 * offer or model the form names), within 24 hours of the first. A repeat is stored like any lead; it is not
 * pushed to the dealer itself but counted on the first one, and the dealer gets at most one digest of the
 * repeats (decision 005, addendum).
 */

/** How long after the first of a group a repeat still joins it; after that the same enquiry is a new lead. */
export const LEAD_REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The digest of a group's repeats waits until none has come for this long (or the window ends). */
export const REPEAT_DIGEST_QUIET_MS = 15 * 60 * 1000;

/** What makes two leads the same enquiry. */
export type LeadRepeatSubject = {
  email: string;
  phone: string;
  form: LeadForm;
  dealershipId: number;
  carId: number | null;
  offerId?: number | null;
  modelId?: number | null;
};

/** An e-mail address as people mean it: letter case and surrounding spaces make no difference. */
export const normaliseContactEmail = (email: string) => email.trim().toLowerCase();

/** A phone number in E.164 when it reads as one (`0412 345 678` = `+61412345678`), else its digits. */
export const normaliseContactPhone = (phone: string) => phoneE164(phone) ?? phone.replace(/[^\d+]/g, "");

/** The group key of a lead: equal keys on one site are the same enquiry (within the window). */
export function leadRepeatKey(subject: LeadRepeatSubject): string {
  const about = subject.carId !== null
    ? `car:${subject.carId}`
    : [`dealership:${subject.dealershipId}`, subject.offerId != null ? `offer:${subject.offerId}` : "", subject.modelId != null ? `model:${subject.modelId}` : ""].filter(Boolean).join(",");
  return [normaliseContactEmail(subject.email), normaliseContactPhone(subject.phone), subject.form, about].join("|");
}

/** The earliest creation time of a group's first lead that a lead made at `now` may still join. */
export const repeatWindowStart = (now: Date) => new Date(now.getTime() - LEAD_REPEAT_WINDOW_MS);

/**
 * When a group's digest falls due, given its first lead's time and its latest repeat's: a quiet period after the
 * latest repeat, but no later than the end of the group's window, so a steady flood still gets its digest.
 */
export function repeatDigestDueAt(firstAt: Date, latestRepeatAt: Date): Date {
  return new Date(Math.min(latestRepeatAt.getTime() + REPEAT_DIGEST_QUIET_MS, firstAt.getTime() + LEAD_REPEAT_WINDOW_MS));
}
