import { z } from "zod";
import type { ReviewStatus } from "./review";

/** What a staff member does to a review in the workspace's queue (issue 34). */
export const REVIEW_DECISIONS = ["approve", "reject", "reply"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * Which decisions a review in a status offers: approving what is not approved (a rejected review can be published
 * after all), rejecting what is not rejected (an approved one taken down), and a reply (written or edited) always.
 */
export function reviewDecisionsFor(status: ReviewStatus): ReviewDecision[] {
  return REVIEW_DECISIONS.filter((decision) => (decision === "approve" ? status !== "approved" : decision === "reject" ? status !== "rejected" : true));
}

/**
 * The dealer API's change (`{ status, reply_text? }`, docs/api.md) a decision makes, so one schema checks both: a
 * reply keeps the review's status, so replying to a pending review does not publish it.
 */
export function moderationChangeFor(decision: ReviewDecision, status: ReviewStatus, replyText: string | undefined): { status: ReviewStatus; reply_text?: string } {
  if (decision === "reply") return { status, reply_text: replyText ?? "" };
  return { status: decision === "approve" ? "approved" : "rejected" };
}

export const REVIEW_ACTION_MESSAGES = {
  gone: "That review is not in your list. Reload the page.",
  notOffered: "That review cannot be changed that way now. Reload the page.",
} as const;

/**
 * A queue form's own fields: the review, the version of it the staff member saw (so a review someone else moderated
 * since is not changed; decision 047) and what to do. The reply's words are checked by the dealer API's schema.
 */
export const reviewActionSchema = z.object({
  review_id: z.coerce.number().int().positive().max(2_147_483_647),
  version: z.string().regex(/^[0-9a-f]{32}$/),
  decision: z.enum(REVIEW_DECISIONS),
});

const STATUS_WORDS: Record<ReviewStatus, string> = { pending: "waiting for approval", approved: "approved", rejected: "rejected" };

/** What the second of two people moderating one review is told: nothing of theirs was saved, and where it stands now. */
export function reviewConflictMessage(current: { customerName: string; status: ReviewStatus; replied: boolean }): string {
  return `Someone else changed ${current.customerName}'s review first: it is now ${STATUS_WORDS[current.status]}${current.replied ? ", with a reply" : ""}. Nothing you sent was saved; look at it again.`;
}

/** What the queue says after a post that worked, by a key in the address (never text). */
export const REVIEW_NOTICES = {
  approved: "Review approved: it shows on the site now.",
  rejected: "Review rejected: it is not shown on the site.",
  replied: "Reply saved: it shows under the review wherever the review is shown.",
  gone: REVIEW_ACTION_MESSAGES.gone,
} as const;
export type ReviewNotice = keyof typeof REVIEW_NOTICES;

export const REVIEW_NOTICE_OF: Record<ReviewDecision, ReviewNotice> = { approve: "approved", reject: "rejected", reply: "replied" };

export function reviewNotice(key: string | string[] | undefined): string | null {
  const value = Array.isArray(key) ? key[0] : key;
  return value !== undefined && Object.hasOwn(REVIEW_NOTICES, value) ? REVIEW_NOTICES[value as ReviewNotice] : null;
}
