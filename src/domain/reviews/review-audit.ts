import type { ReviewDecision } from "./review-moderation";

/** The owners' audit log's action for each queue decision (decision 047). */
export const REVIEW_AUDIT_ACTIONS: Readonly<Record<ReviewDecision, string>> = { approve: "approve_review", reject: "reject_review", reply: "reply_to_review" };

const VERBS: Readonly<Record<string, (detail: Record<string, unknown>) => string>> = {
  approve_review: () => "Approved",
  reject_review: () => "Rejected",
  reply_to_review: (detail) => (detail.replyEdited ? "Edited the reply to" : "Replied to"),
};

/** What the audit page says of a review action ("Approved review #12 by Casey R."); null for any other entry. */
export function reviewAuditText({ action, detail }: { action: string; detail: Record<string, unknown> }): string | null {
  const verb = Object.hasOwn(VERBS, action) ? VERBS[action] : undefined;
  if (!verb || typeof detail.reviewId !== "number") return null;
  const by = typeof detail.customerName === "string" ? ` by ${detail.customerName}` : "";
  return `${verb(detail)} review #${detail.reviewId}${by}`;
}
