"use client";

import { useActionState, useEffect, useRef } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import { RadioGroup, SelectField, TextAreaField, TextField, type FieldWiring } from "@/components/forms/form-fields";
import type { LeadFormOption } from "@/domain/leads/lead-form-config";
import { EMPTY_LEAD_FORM_STATE } from "@/domain/leads/lead-form-state";
import { fieldId } from "@/components/forms/lead-form-fields";
import { useFollowRedirect } from "@/components/forms/use-follow-redirect";
import { submitReviewFormAction } from "@/server/reviews/review-form-action";

const LABELS: Record<string, string> = { customer_name: "Your name", email: "Email", dealership_slug: "Dealership", rating: "Your rating", text: "Your review" };
const RATINGS = [
  { value: "5", label: "5 stars: Excellent" },
  { value: "4", label: "4 stars: Good" },
  { value: "3", label: "3 stars: Average" },
  { value: "2", label: "2 stars: Poor" },
  { value: "1", label: "1 star: Terrible" },
];
const ID_PREFIX = "review";

/**
 * 'Leave a Review': a real form that posts to a server action with or without JavaScript. The review is
 * stored for moderation; the shopper lands on the thank-you page.
 */
export function ReviewForm({ dealerships, permalink }: { dealerships: readonly LeadFormOption[]; permalink: string }) {
  const [state, formAction, pending] = useActionState(submitReviewFormAction, EMPTY_LEAD_FORM_STATE, permalink);
  const summaryRef = useRef<HTMLDivElement>(null);
  useFollowRedirect(state.redirectTo);
  useEffect(() => {
    if (state.formError) summaryRef.current?.focus();
  }, [state]);
  const wire = (name: string): FieldWiring => ({ id: fieldId(ID_PREFIX, name), name, error: state.errors[name], label: LABELS[name] ?? name });
  const { values } = state;
  const nodes = [
    { name: "customer_name", node: <TextField key="name" field={wire("customer_name")} required autoComplete="name" defaultValue={values.customer_name} /> },
    { name: "email", node: <TextField key="email" field={wire("email")} required type="email" autoComplete="email" defaultValue={values.email} /> },
    ...(dealerships.length > 1
      ? [{ name: "dealership_slug", node: <SelectField key="dealership" field={wire("dealership_slug")} options={dealerships} placeholder="Select the dealership you visited" required defaultValue={values.dealership_slug} /> }]
      : []),
    { name: "rating", node: <RadioGroup key="rating" field={wire("rating")} options={RATINGS} required defaultValue={values.rating} /> },
    { name: "text", node: <TextAreaField key="text" field={wire("text")} required defaultValue={values.text} /> },
  ];
  return (
    <form action={formAction} noValidate aria-label="Leave a Review" aria-describedby={state.formError ? `${ID_PREFIX}-errors` : undefined} className="grid gap-4">
      <ErrorSummary id={`${ID_PREFIX}-errors`} ref={summaryRef} state={state} nodes={nodes} idPrefix={ID_PREFIX} />
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={fieldId(ID_PREFIX, "fax")}>Fax</label>
        <input id={fieldId(ID_PREFIX, "fax")} type="text" name="fax" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {nodes.map((n) => n.node)}
      <p className="text-sm text-ink-muted">Your email address is never shown. Reviews appear once our team has checked them.</p>
      <div>
        <button type="submit" className="btn btn-accent" disabled={pending}>
          {pending ? "Sending…" : "Submit Review"}
        </button>
      </div>
    </form>
  );
}
