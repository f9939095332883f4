"use server";

import { EMPTY_INBOX_FORM_STATE, INBOX_FORM_MESSAGES, type InboxFormState } from "@/domain/inbox/inbox-form-state";
import { REVIEW_NOTICE_OF } from "@/domain/reviews/review-moderation";
import { parseReviewQueueQuery, reviewQueueHref } from "@/domain/reviews/review-queue-query";
import { STAFF_FORM_MESSAGES } from "@/domain/staff/staff-forms";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { requireStaff, withWorkspaceAction } from "@/server/staff/with-staff";
import { moderateQueueReview } from "./review-queue";

const FAILED: InboxFormState = { ...EMPTY_INBOX_FORM_STATE, formError: STAFF_FORM_MESSAGES.unexpected };

/**
 * A review card's form in the workspace's queue (approve, reject, reply), with or without JavaScript. A post that
 * worked, or lost a race, goes back to the queue as it was filtered (the `list_` fields, read again by the queue's
 * own parser), with a notice; one refused comes back to its card with the reply's error and what was typed.
 */
export async function moderateReviewAction(_previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return withWorkspaceAction("Moderating a review", FAILED, async ({ db, ...context }) => {
    const staff = await requireStaff("moderate_reviews");
    const values = Object.fromEntries(actionTextFields(formData));
    const list = parseReviewQueueQuery({ status: values.list_status, dealership: values.list_dealership, page: values.list_page });
    const back = async (extra: Record<string, string>, anchor = ""): Promise<InboxFormState> => ({ ...EMPTY_INBOX_FORM_STATE, redirectTo: await redirectAfterAction(`${reviewQueueHref(list.values, list.filters.page, extra)}${anchor}`) });
    const outcome = await moderateQueueReview(db, staff, values, context);
    switch (outcome.kind) {
      case "done":
        return back({ notice: REVIEW_NOTICE_OF[outcome.decision] }, `#review-${outcome.reviewId}`);
      case "conflict":
        return back({ conflict: String(outcome.reviewId) }, `#review-${outcome.reviewId}`);
      case "invalid":
        return { errors: outcome.errors, values, formError: outcome.errors.form ?? INBOX_FORM_MESSAGES.errorSummary };
      case "not_found":
        return back({ notice: "gone" });
    }
  });
}
