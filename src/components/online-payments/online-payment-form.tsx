"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import { TextAreaField, TextField, type FieldWiring } from "@/components/forms/form-fields";
import type { LeadFormConfig, LeadFormSetup } from "@/domain/leads/lead-form-config";
import { fieldId, leadFieldNodes } from "@/components/forms/lead-form-fields";
import { Spinner } from "@/components/ui/spinner";
import { EMPTY_LEAD_FORM_STATE } from "@/domain/leads/lead-form-state";
import { ONLINE_PAYMENT_PATH } from "@/domain/online-payments/online-payment-paths";
import { startOnlinePaymentAction } from "@/server/online-payments/online-payment-actions";

const PAYER_FIELDS = ["name", "last_name", "email", "postcode", "dealership_slug"];
const CONFIG: LeadFormConfig = { form: "enquiry", title: "Your payment", submitLabel: "", extras: [], message: "none" };
const LABELS: Record<string, string> = { reference: "Invoice or reference number", amount: "Amount (AUD)", note: "Note for the dealership (optional)" };
const ID_PREFIX = "payment";

/**
 * `/online-payment`'s form (decision 025): what the payment is for and how much, then who is paying (the lead form's
 * own fields), posted to a server action that opens the provider's hosted checkout. Works the same without JavaScript.
 */
export function OnlinePaymentForm({ setup, csrfToken }: { setup: LeadFormSetup; csrfToken: string }) {
  const [state, formAction, pending] = useActionState(startOnlinePaymentAction, EMPTY_LEAD_FORM_STATE, ONLINE_PAYMENT_PATH);
  const summaryRef = useRef<HTMLDivElement>(null);
  // React resets a form after its action and a select does not return to a new defaultValue, so each answer remounts the fields.
  const [answers, setAnswers] = useState(0);
  const wire = (name: string): FieldWiring => ({ id: fieldId(ID_PREFIX, name), name, error: state.errors[name], label: LABELS[name]! });
  const nodes = [
    { name: "reference", node: <TextField key="reference" field={wire("reference")} required maxLength={40} defaultValue={state.values.reference} /> },
    { name: "amount", node: <TextField key="amount" field={wire("amount")} required inputMode="text" defaultValue={state.values.amount} /> },
    { name: "note", node: <TextAreaField key="note" field={wire("note")} defaultValue={state.values.note} /> },
    ...leadFieldNodes({ config: CONFIG, setup, state, idPrefix: ID_PREFIX }).filter((n) => PAYER_FIELDS.includes(n.name)),
  ];

  useEffect(() => {
    if (state === EMPTY_LEAD_FORM_STATE) return;
    // An answer from the server action is an external event; remounting on it is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAnswers((count) => count + 1);
    if (state.formError) summaryRef.current?.focus();
  }, [state]);

  return (
    <form action={formAction} noValidate aria-label="Your payment" aria-describedby={state.formError ? "payment-errors" : undefined} className="grid gap-4">
      <ErrorSummary id="payment-errors" ref={summaryRef} state={state} nodes={nodes} idPrefix={ID_PREFIX} />
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <div key={answers} className="grid gap-4">
        {nodes.map((n) => n.node)}
      </div>
      <p className="text-sm text-ink-muted">You pay on our payment provider&apos;s secure page; your card details never reach this site.</p>
      <div>
        <button type="submit" className="btn btn-accent" disabled={pending} aria-disabled={pending || undefined}>
          {pending ? <Spinner /> : null}
          Continue to payment
        </button>
      </div>
    </form>
  );
}
