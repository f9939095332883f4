"use client";

import { useActionState } from "react";
import { TextAreaField } from "@/components/forms/form-fields";
import { useFollowRedirect } from "@/components/forms/use-follow-redirect";
import { EMPTY_INBOX_FORM_STATE, type InboxFormAction, type InboxFormState } from "@/domain/inbox/inbox-form-state";
import { REVIEW_REPLY_MAX_LENGTH } from "@/domain/reviews/review";
import type { ReviewDecision } from "@/domain/reviews/review-moderation";

type Props = {
  action: InboxFormAction;
  /** The queue's address as filtered: the forms post here without JavaScript. */
  permalink: string;
  review: { id: number; customerName: string; version: string; replyText: string | null; decisions: readonly ReviewDecision[] };
  /** The queue's filters, posted back so the browser returns to the list as it was. */
  list: Readonly<Record<string, string>>;
};

function Hidden({ review, list }: Pick<Props, "review" | "list">) {
  return (
    <>
      <input type="hidden" name="review_id" value={review.id} />
      <input type="hidden" name="version" value={review.version} />
      {Object.entries(list).map(([name, value]) => <input key={name} type="hidden" name={`list_${name}`} value={value} />)}
    </>
  );
}

function FormError({ state }: { state: InboxFormState }) {
  return state.formError ? <p role="alert" className="rounded-card border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900">{state.formError}</p> : null;
}

/**
 * A review's actions in the workspace's queue (issue 34): approve or reject (one form, the pressed button says
 * which), and a public reply, written or edited, that folds away until wanted. Each works without JavaScript.
 */
export function ReviewDecisionForms({ action, permalink, review, list }: Props) {
  const [decided, decide, deciding] = useActionState(action, EMPTY_INBOX_FORM_STATE, permalink);
  const [replied, reply, replying] = useActionState(action, EMPTY_INBOX_FORM_STATE, permalink);
  useFollowRedirect(decided.redirectTo ?? replied.redirectTo);
  const verdicts = review.decisions.filter((d) => d !== "reply");
  const replyError = replied.errors.reply_text;
  return (
    <div className="grid gap-3">
      {verdicts.length ? (
        <form action={decide} aria-label={`Approve or reject ${review.customerName}'s review`} className="grid gap-2">
          <Hidden review={review} list={list} />
          <FormError state={decided} />
          <div className="flex flex-wrap gap-2">
            {verdicts.includes("approve") ? <button type="submit" name="decision" value="approve" className="btn btn-accent min-h-11" disabled={deciding}>Approve</button> : null}
            {verdicts.includes("reject") ? <button type="submit" name="decision" value="reject" className="btn btn-outline min-h-11" disabled={deciding}>Reject</button> : null}
          </div>
        </form>
      ) : null}
      <details open={replied.formError ? true : undefined} className="rounded-card border border-line">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold">{review.replyText ? "Edit the reply" : "Reply publicly"}</summary>
        <form action={reply} noValidate aria-label={`Reply to ${review.customerName}`} className="grid gap-3 p-3 pt-0">
          <Hidden review={review} list={list} />
          <input type="hidden" name="decision" value="reply" />
          <FormError state={replied} />
          <TextAreaField field={{ id: `review-${review.id}-reply`, name: "reply_text", label: `Your public reply (at most ${REVIEW_REPLY_MAX_LENGTH.toLocaleString("en-AU")} characters)`, error: replyError }} defaultValue={replied.values.reply_text ?? review.replyText ?? ""} />
          <div><button type="submit" className="btn btn-accent min-h-11" disabled={replying}>Save reply</button></div>
        </form>
      </details>
    </div>
  );
}
