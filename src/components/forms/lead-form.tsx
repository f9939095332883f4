"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Spinner } from "@/components/ui/spinner";
import { enquirySuccessPath } from "@/domain/leads/enquiry-status";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { submitLeadFormAction } from "@/server/leads/form-actions";
import { EMPTY_LEAD_FORM_STATE, type LeadFormState } from "@/domain/leads/lead-form-state";
import type { LeadFormConfig, LeadFormSetup } from "@/domain/leads/lead-form-config";
import { ErrorSummary } from "./error-summary";
import { fieldId, leadFieldNodes } from "./lead-form-fields";
import { viewedEstimatePostcode } from "./viewed-estimate";
import { prefillStoredDetails, storeDetails, storeLastEnquiry } from "./stored-details";

type Props = {
  config: LeadFormConfig;
  setup: LeadFormSetup;
  /** A key made when the page rendered, for the submit without JavaScript. */
  idempotencyKey?: string;
  idPrefix?: string;
  /** The page the form is on (with its query), where the browser posts it without JavaScript. */
  permalink: string;
};

/**
 * Every lead form (issue 6), driven by configuration. Without JavaScript it is a real POST to a server
 * action; with it, the shared schema checks the fields first and the lead goes to `POST /api/leads` with
 * one Idempotency-Key per submission, reused when the shopper retries after a failure.
 */
export function LeadForm({ config, setup, idempotencyKey, idPrefix = config.form, permalink }: Props) {
  const [serverState, formAction] = useActionState(submitLeadFormAction, EMPTY_LEAD_FORM_STATE, permalink);
  const [clientState, setClientState] = useState<LeadFormState | null>(null);
  const [pending, setPending] = useState(false);
  const [step, setStep] = useState(0);
  const hydrated = useHydrated();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const retryKey = useRef<string | null>(null);
  const [pickedDealership, setPickedDealership] = useState<string | null>(null);
  const state = clientState ?? serverState;
  const nodes = leadFieldNodes({ config, setup, state, idPrefix, pickedDealership });
  const steps = hydrated ? (config.steps ?? []) : [];
  const stepOf = (name: string) => {
    const index = steps.findIndex((names) => names.includes(name));
    return index === -1 ? steps.length : index;
  };
  const lastStep = step >= steps.length;
  const summaryId = `${idPrefix}-errors`;

  useEffect(() => {
    if (formRef.current) prefillStoredDetails(formRef.current);
  }, []);
  useEffect(() => {
    if (state.formError) summaryRef.current?.focus();
  }, [state]);
  // A new step starts at its first field (the earlier step's fields are hidden, focus would be lost).
  useEffect(() => {
    if (step === 0) return;
    formRef.current?.querySelector<HTMLElement>("[data-step]:not([hidden]) :is(input, select, textarea)")?.focus();
  }, [step]);

  const showErrors = (errors: Record<string, string>, formError: string) => {
    setClientState({ errors, values: {}, formError });
    const first = nodes.find((n) => errors[n.name]);
    if (first && steps.length > 0) setStep(Math.min(stepOf(first.name), steps.length));
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const [{ leadFormSchema, leadFieldErrors }, { readForm, sendLead, firePostedEvent }] = await Promise.all([loadLeadFormSchema(), loadSubmit()]);
    const body = readForm(form);
    const viewed = viewedEstimatePostcode(config.hidden?.car_id);
    if (viewed) body.drive_away_postcode = viewed;
    const parsed = leadFormSchema(setup.context).safeParse(body);
    const errors = parsed.success ? {} : leadFieldErrors(parsed.error);
    if (!lastStep) {
      const stepErrors = Object.fromEntries(Object.entries(errors).filter(([name]) => stepOf(name) === step));
      if (Object.keys(stepErrors).length > 0) return showErrors(stepErrors, LEAD_MESSAGES.errorSummary);
      setClientState({ errors: {}, values: {} });
      return setStep(step + 1);
    }
    if (!parsed.success) return showErrors(errors, LEAD_MESSAGES.errorSummary);
    setPending(true);
    setClientState({ errors: {}, values: {} });
    retryKey.current ??= crypto.randomUUID();
    const outcome = await sendLead(body, retryKey.current);
    if (outcome.kind === "sent") {
      retryKey.current = null;
      storeDetails(body);
      storeLastEnquiry(config.hidden?.car_id, body.category);
      firePostedEvent(outcome.eventId, config.hidden?.car_id);
      router.push(enquirySuccessPath(outcome.statusToken));
      return;
    }
    setPending(false);
    // Nothing was stored for a rejected form, so the corrected one is a new submission.
    if (outcome.kind === "invalid") {
      retryKey.current = null;
      return showErrors(outcome.errors, LEAD_MESSAGES.errorSummary);
    }
    setClientState({ errors: {}, values: {}, formError: outcome.message });
  }

  const sections = steps.length > 0 ? [...steps.map((_, i) => i), steps.length] : [0];
  return (
    <form ref={formRef} action={formAction} onFocus={preloadSubmitCode} onChange={(event) => pickDealership(event.target, setPickedDealership)} onSubmit={onSubmit} noValidate aria-label={config.title} data-enhanced={hydrated || undefined} aria-describedby={state.formError ? summaryId : undefined} className="grid gap-4">
      <ErrorSummary id={summaryId} ref={summaryRef} state={state} nodes={nodes} idPrefix={idPrefix} />
      <input type="hidden" name="form" value={config.form} />
      {idempotencyKey ? <input type="hidden" name="idempotency_key" value={idempotencyKey} /> : null}
      {Object.entries(config.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={fieldId(idPrefix, "fax")}>Fax</label>
        <input id={fieldId(idPrefix, "fax")} type="text" name="fax" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {sections.map((section) => (
        <div key={section} data-step={section} hidden={steps.length > 0 && section !== Math.min(step, steps.length)} className="grid gap-4 sm:grid-cols-2 [&>*]:sm:col-span-2 [&>*:nth-child(-n+2)]:sm:col-span-1">
          {nodes.filter((n) => (steps.length > 0 ? stepOf(n.name) === section : true)).map((n) => n.node)}
        </div>
      ))}
      {steps.length > 0 ? <p className="text-sm text-ink-muted">Step {Math.min(step, steps.length) + 1} of {steps.length + 1}</p> : null}
      <div className="flex flex-wrap gap-3">
        {steps.length > 0 && step > 0 ? (
          <button type="button" className="btn btn-outline text-ink" onClick={() => setStep(step - 1)}>
            Back
          </button>
        ) : null}
        <button type="submit" className="btn btn-accent" disabled={pending} aria-disabled={pending || undefined}>
          {pending ? <Spinner /> : null}
          {!lastStep ? "Next" : pending ? "Sending…" : config.submitLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * The shared form schema (zod with it) and the submit code, each imported once, when the shopper first
 * focuses a field: needed only on submit, they stay out of the page's load and its main-thread work.
 */
let schemaModule: Promise<typeof import("@/domain/leads/lead-form-schema")> | undefined;
function loadLeadFormSchema() {
  schemaModule ??= import("@/domain/leads/lead-form-schema");
  return schemaModule;
}
let submitModule: Promise<typeof import("./lead-form-submit")> | undefined;
function loadSubmit() {
  submitModule ??= import("./lead-form-submit");
  return submitModule;
}
/** The dealership select's choice narrows the locations (spec 001 §5). */
function pickDealership(target: EventTarget, pick: (slug: string) => void) {
  if (target instanceof HTMLSelectElement && target.name === "dealership_slug") pick(target.value);
}
function preloadSubmitCode() {
  void loadLeadFormSchema();
  void loadSubmit();
}
