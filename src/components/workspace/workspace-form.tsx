"use client";

import Link from "next/link";
import { useActionState, type ReactNode } from "react";
import { FieldShell, TextField, ariaFor, inputClass, type FieldWiring } from "@/components/forms/form-fields";
import { useFollowRedirect } from "@/components/forms/use-follow-redirect";
import { EMPTY_FORM_STATE, type WorkspaceFormState } from "@/domain/staff/workspace-form-state";

export type WorkspaceField = {
  name: string;
  label: string;
  type?: "text" | "email";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "text";
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  /** The value a settings form opens with. */
  defaultValue?: string;
};

type Props = {
  action: (state: WorkspaceFormState, formData: FormData) => Promise<WorkspaceFormState>;
  /** This page's address: the form posts here without JavaScript. */
  permalink: string;
  label: string;
  submitLabel: string;
  fields: readonly WorkspaceField[];
  hidden?: Record<string, string>;
  /** A form that only confirms (sign out, deactivate) renders as its button alone. */
  quiet?: boolean;
  /**
   * Shown instead of the form until a post answers: for a page whose form has done its work (an invitation just
   * accepted), where only the post's answer (the recovery codes) is left to show.
   */
  idle?: ReactNode;
};

/**
 * Every workspace form: a server action through `useActionState`, so it works without JavaScript; per-field
 * errors with `aria-invalid`/`aria-describedby`, a notice, recovery codes to keep, and the next page to go to.
 */
export function WorkspaceForm({ action, permalink, label, submitLabel, fields, hidden = {}, quiet = false, idle }: Props) {
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE, permalink);
  useFollowRedirect(state.redirectTo);
  const id = (name: string) => `${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${name}`;
  const wiring = (field: WorkspaceField): FieldWiring => ({ id: id(field.name), name: field.name, label: field.label, error: state.errors?.[field.name] });
  if (state.recoveryCodes) return <RecoveryCodes codes={state.recoveryCodes} />;
  if (idle !== undefined && state === EMPTY_FORM_STATE) return idle;
  return (
    <form action={formAction} noValidate aria-label={label} className={quiet ? "inline" : "grid max-w-md gap-4"}>
      {Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      {state.errors?.form ? <p role="alert" className="rounded-card border border-red-700 bg-red-50 p-4 text-sm font-semibold text-red-900">{state.errors.form}</p> : null}
      {state.notice ? <p role="status" className="rounded-card border border-line bg-neutral-50 p-4 text-sm">{state.notice}</p> : null}
      {fields.map((field) =>
        field.options ? (
          <FieldShell key={field.name} field={wiring(field)} required>
            <select id={id(field.name)} name={field.name} aria-required className={inputClass} {...ariaFor(wiring(field))}>
              {field.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </FieldShell>
        ) : (
          <TextField key={field.name} field={wiring(field)} required type={field.type} autoComplete={field.autoComplete} inputMode={field.inputMode} maxLength={field.maxLength} defaultValue={field.defaultValue} />
        ),
      )}
      <div>
        <button type="submit" className={quiet ? "btn btn-outline" : "btn btn-accent"} disabled={pending}>{submitLabel}</button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <section aria-labelledby="recovery-codes-heading" className="grid max-w-md gap-3">
      <h2 id="recovery-codes-heading" className="text-xl font-bold">You&apos;re in. Keep your recovery codes</h2>
      <p className="text-sm">Each code signs you in once, in place of your authenticator app&apos;s code. They are shown only now: print them or keep them in a password manager.</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-base" data-testid="recovery-codes">
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ul>
      <p><Link className="btn btn-accent" href="/">Go to the workspace</Link></p>
    </section>
  );
}
