"use client";

import { useActionState, useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { startReservationAction } from "@/server/reservations/reservation-actions";
import type { LeadFormConfig, LeadFormSetup } from "@/domain/leads/lead-form-config";
import { EMPTY_LEAD_FORM_STATE } from "@/domain/leads/lead-form-state";
import { ErrorSummary } from "@/components/forms/error-summary";
import { leadFieldNodes } from "@/components/forms/lead-form-fields";
import { prefillStoredDetails } from "@/components/forms/stored-details";

const DETAIL_FIELDS = ["name", "last_name", "email", "phone", "postcode", "terms_conditions"];
const CONFIG: LeadFormConfig = { form: "enquiry", title: "Your details", submitLabel: "", extras: [], message: "none", hidden: { car_id: "0" } };

type Props = {
  carSlug: string;
  submitLabel: string;
  setup: LeadFormSetup;
  /** The reserve page, where the form posts without JavaScript. */
  permalink: string;
  /** Starting values: the signed-in shopper's phone on a gated page. */
  defaults?: Readonly<Record<string, string>>;
};

/**
 * The shopper's details before paying the deposit (issue 18): the lead form's own fields and messages, posted to
 * a server action that opens the provider's checkout. Works the same with and without JavaScript.
 */
export function ReserveForm({ carSlug, submitLabel, setup, permalink, defaults }: Props) {
  const [state, formAction, pending] = useActionState(startReservationAction, EMPTY_LEAD_FORM_STATE, permalink);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const nodes = leadFieldNodes({ config: defaults ? { ...CONFIG, defaults } : CONFIG, setup, state, idPrefix: "reserve" }).filter((n) => DETAIL_FIELDS.includes(n.name));

  useEffect(() => {
    if (formRef.current) prefillStoredDetails(formRef.current);
  }, []);
  useEffect(() => {
    if (state.formError) summaryRef.current?.focus();
  }, [state]);

  return (
    <form ref={formRef} action={formAction} noValidate aria-label="Your details" aria-describedby={state.formError ? "reserve-errors" : undefined} className="grid gap-4">
      <ErrorSummary id="reserve-errors" ref={summaryRef} state={state} nodes={nodes} idPrefix="reserve" />
      <input type="hidden" name="car_slug" value={carSlug} />
      {nodes.map((n) => n.node)}
      <div>
        <button type="submit" className="btn btn-accent" disabled={pending} aria-disabled={pending || undefined}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
