"use client";

import { useActionState, useEffect, useRef } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import { TextAreaField, type FieldWiring } from "@/components/forms/form-fields";
import { fieldId } from "@/components/forms/lead-form-fields";
import { useFollowRedirect } from "@/components/forms/use-follow-redirect";
import { MESSAGE_MAX_LENGTH } from "@/domain/conversations/message-length";
import { enquiryStatusPath } from "@/domain/leads/enquiry-status";
import { EMPTY_LEAD_FORM_STATE } from "@/domain/leads/lead-form-state";
import { answerEnquiryAction } from "@/server/conversations/answer-enquiry-action";

const ID_PREFIX = "enquiry-answer";

/** The shopper's answer to the dealer, on the status page: a plain form post to a server action, with or without JavaScript. */
export function EnquiryAnswerForm({ token, dealershipName }: { token: string; dealershipName: string }) {
  // The permalink is the form's action without JavaScript (an empty one is invalid HTML).
  const [state, formAction, pending] = useActionState(answerEnquiryAction, EMPTY_LEAD_FORM_STATE, enquiryStatusPath(token));
  const summaryRef = useRef<HTMLDivElement>(null);
  useFollowRedirect(state.redirectTo);
  useEffect(() => {
    if (state.formError) summaryRef.current?.focus();
  }, [state]);
  const answer: FieldWiring = { id: fieldId(ID_PREFIX, "answer"), name: "answer", error: state.errors.answer, label: `Your message to ${dealershipName}` };
  const nodes = [{ name: "answer", node: null }];
  return (
    <form action={formAction} noValidate aria-label={`Write to ${dealershipName}`} className="grid gap-3">
      <ErrorSummary id={`${ID_PREFIX}-errors`} ref={summaryRef} state={state} nodes={nodes} idPrefix={ID_PREFIX} />
      <input type="hidden" name="token" value={token} />
      <TextAreaField field={answer} required defaultValue={state.values.answer} />
      <p className="text-sm text-ink-muted">Up to {MESSAGE_MAX_LENGTH.toLocaleString("en-AU")} characters. Anyone with this page&apos;s address can read the conversation, so keep the address to yourself.</p>
      <div>
        <button type="submit" className="btn btn-accent" disabled={pending}>
          {pending ? "Sending…" : "Send"}
        </button>
      </div>
    </form>
  );
}
