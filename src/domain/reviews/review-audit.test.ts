import { describe, expect, it } from "vitest";
import { REVIEW_AUDIT_ACTIONS, reviewAuditText } from "./review-audit";

describe("reviewAuditText", () => {
  const cases: [string, Record<string, unknown>, string | null][] = [
    [REVIEW_AUDIT_ACTIONS.approve, { reviewId: 12, customerName: "Casey R.", from: "pending", to: "approved" }, "Approved review #12 by Casey R."],
    [REVIEW_AUDIT_ACTIONS.reject, { reviewId: 12, customerName: "Casey R." }, "Rejected review #12 by Casey R."],
    [REVIEW_AUDIT_ACTIONS.reply, { reviewId: 12, customerName: "Casey R.", replyEdited: false }, "Replied to review #12 by Casey R."],
    [REVIEW_AUDIT_ACTIONS.reply, { reviewId: 12, customerName: "Casey R.", replyEdited: true }, "Edited the reply to review #12 by Casey R."],
    [REVIEW_AUDIT_ACTIONS.approve, { reviewId: 12 }, "Approved review #12"],
    [REVIEW_AUDIT_ACTIONS.approve, { reviewId: "12" }, null],
    ["claim_lead", { reviewId: 12 }, null],
    ["toString", { reviewId: 12 }, null],
  ];
  it.each(cases)("%s %o: %s", (action, detail, expected) => expect(reviewAuditText({ action, detail })).toBe(expected));
});
