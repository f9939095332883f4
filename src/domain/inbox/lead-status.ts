/**
 * A lead's status in the dealer's inbox (issue 33: "new → contacted → appointment → won, or lost with a reason").
 * `new` is where every lead starts and where none returns: it means nobody has answered the shopper yet, which
 * the reassignment timer and the response-time figures read. Won and lost are closed: a shopper who comes back
 * sends a new enquiry. Notes can be added at every status, closed ones included (`leadNoteSchema`).
 */
export const LEAD_STATUSES = ["new", "contacted", "appointment", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  appointment: "Appointment",
  won: "Won",
  lost: "Lost",
};

/**
 * Forward along the line, skipping steps (a walk-in who buys on the spot goes from new to won); back from an
 * appointment to contacted when the shopper cancels it; lost from any open status.
 */
const NEXT_STATUSES: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ["contacted", "appointment", "won", "lost"],
  contacted: ["appointment", "won", "lost"],
  appointment: ["contacted", "won", "lost"],
  won: [],
  lost: [],
};

export const nextStatuses = (from: LeadStatus): readonly LeadStatus[] => NEXT_STATUSES[from];

export const canChangeStatus = (from: LeadStatus, to: LeadStatus): boolean => NEXT_STATUSES[from].includes(to);

export const isClosedStatus = (status: LeadStatus): boolean => NEXT_STATUSES[status].length === 0;

/** Why a lead was lost, kept as a choice so a dealership's reports can count them; "other" needs a note. */
export const LOST_REASONS = ["bought_elsewhere", "no_reply", "not_ready", "finance_declined", "car_sold", "duplicate", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Readonly<Record<LostReason, string>> = {
  bought_elsewhere: "Bought elsewhere",
  no_reply: "No reply from the shopper",
  not_ready: "Not ready to buy",
  finance_declined: "Finance declined",
  car_sold: "Car already sold",
  duplicate: "Duplicate enquiry",
  other: "Other",
};
