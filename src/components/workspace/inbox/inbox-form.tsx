"use client";

import { useActionState } from "react";
import { RadioGroup, SelectField, TextAreaField, TextField, type FieldWiring } from "@/components/forms/form-fields";
import { useFollowRedirect } from "@/components/forms/use-follow-redirect";
import { EMPTY_INBOX_FORM_STATE, type InboxFormAction } from "@/domain/inbox/inbox-form-state";

type Choice = { value: string; label: string };

export type InboxField =
  | { kind: "textarea"; name: string; label: string; required?: boolean; defaultValue?: string }
  | { kind: "number"; name: string; label: string; defaultValue?: string }
  | { kind: "select"; name: string; label: string; options: readonly Choice[]; placeholder?: string; defaultValue?: string }
  | { kind: "radio"; name: string; label: string; options: readonly Choice[]; defaultValue?: string };

type Props = {
  action: InboxFormAction;
  /** This page's address: the form posts here without JavaScript. */
  permalink: string;
  /** The form's accessible name, and the prefix of its fields' ids. */
  label: string;
  submitLabel: string;
  fields: readonly InboxField[];
  hidden: Record<string, string>;
  /** A form of one button (claim) shows no frame. */
  bare?: boolean;
};

/**
 * Every form on a lead's page: a server action through `useActionState`, so it posts without JavaScript too; what
 * was typed comes back with the errors, each beside its field (`aria-invalid`, `aria-describedby`).
 */
export function InboxForm({ action, permalink, label, submitLabel, fields, hidden, bare = false }: Props) {
  const [state, formAction, pending] = useActionState(action, EMPTY_INBOX_FORM_STATE, permalink);
  useFollowRedirect(state.redirectTo);
  const prefix = label.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const wiring = (field: InboxField): FieldWiring => ({ id: `${prefix}-${field.name}`, name: field.name, label: field.label, error: state.errors[field.name] });
  const value = (field: InboxField) => state.values[field.name] ?? field.defaultValue;
  return (
    <form action={formAction} noValidate aria-label={label} className={bare ? "" : "grid gap-3"}>
      {Object.entries(hidden).map(([name, v]) => <input key={name} type="hidden" name={name} value={v} />)}
      {state.formError ? <p role="alert" className="rounded-card border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900">{state.formError}</p> : null}
      {fields.map((field) => {
        switch (field.kind) {
          case "textarea":
            return <TextAreaField key={field.name} field={wiring(field)} required={field.required} defaultValue={value(field)} />;
          case "number":
            return <TextField key={field.name} field={wiring(field)} inputMode="numeric" defaultValue={value(field)} maxLength={4} />;
          case "select":
            return <SelectField key={field.name} field={wiring(field)} options={field.options} placeholder={field.placeholder} defaultValue={value(field)} />;
          case "radio":
            return <RadioGroup key={field.name} field={wiring(field)} options={field.options} defaultValue={value(field)} />;
        }
      })}
      <div>
        <button type="submit" className="btn btn-accent min-h-12" disabled={pending}>{submitLabel}</button>
      </div>
    </form>
  );
}
