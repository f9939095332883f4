import { formatClock, localClock } from "../locations/local-clock";

/**
 * The shopper's view of an enquiry (issue 14): received → delivered to the dealer → opened by the dealer's CRM.
 * A CRM that collects a lead from the dealer API has it even if no e-mail or webhook got through yet, so
 * collection also counts as delivery.
 */
export type EnquiryStage = "received" | "delivered" | "opened";

export type EnquiryTimes = {
  receivedAt: Date;
  /** The first push (e-mail or webhook) the dealer acknowledged, if any. */
  deliveredAt: Date | null;
  /** When the dealer's CRM first collected it from `GET /api/dealer/leads`. */
  collectedAt: Date | null;
};

export type EnquiryStep = { stage: EnquiryStage; label: string; at: Date | null };

export const ENQUIRY_STAGE_LABELS: Record<EnquiryStage, string> = {
  received: "Received",
  delivered: "Delivered to the dealer",
  opened: "Opened by the dealer",
};

/** The address of an enquiry's status page: 32 characters of base64url (24 random bytes). */
export const ENQUIRY_STATUS_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const enquiryStatusPath = (token: string) => `/enquiries/${token}`;

/** Where a shopper lands after sending a form (spec 000 §4 '/success'), carrying the status page's token when there is one. */
export const enquirySuccessPath = (token: string | null) => (token ? `/success?enquiry=${token}` : "/success");

function earliest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() <= b.getTime() ? a : b;
}

/** Each stage with the time it was reached, or null while it is still to come. */
export function enquirySteps(times: EnquiryTimes): EnquiryStep[] {
  const reached: Record<EnquiryStage, Date | null> = {
    received: times.receivedAt,
    delivered: earliest(times.deliveredAt, times.collectedAt),
    opened: times.collectedAt,
  };
  return (Object.keys(ENQUIRY_STAGE_LABELS) as EnquiryStage[]).map((stage) => ({ stage, label: ENQUIRY_STAGE_LABELS[stage], at: reached[stage] }));
}

/** The furthest stage reached. */
export function enquiryStage(times: EnquiryTimes): EnquiryStage {
  return enquirySteps(times).findLast((step) => step.at !== null)?.stage ?? "received";
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** '24 November 2026, 7:13 pm' on the clock of `timeZone` (the site's state). */
export function formatEnquiryMoment(at: Date, timeZone: string): string {
  const clock = localClock(at, timeZone);
  const [year, month, day] = clock.date.split("-").map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}, ${formatClock(clock.minute)}`;
}
