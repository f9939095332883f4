import type { ReactNode } from "react";
import type { LeadFormOption } from "@/domain/leads/lead-form-config";

/** One field's wiring: its id, its error (if any) and the ids that describe it. */
export type FieldWiring = { id: string; name: string; error?: string; label: string };

export const inputClass =
  "h-11 w-full rounded-button border border-neutral-400 bg-white px-3 text-ink aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

export const errorId = (id: string) => `${id}-error`;

/** The control's ARIA state: invalid and described by its message only when there is one. */
export function ariaFor(field: FieldWiring) {
  return field.error ? { "aria-invalid": true as const, "aria-describedby": errorId(field.id) } : {};
}

export function FieldError({ field }: { field: FieldWiring }) {
  return field.error ? (
    <p id={errorId(field.id)} className="mt-1 text-sm font-medium text-red-700">
      {field.error}
    </p>
  ) : null;
}

export function FieldShell({ field, required, children, className = "" }: { field: FieldWiring; required?: boolean; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-semibold text-ink">
        {field.label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      <FieldError field={field} />
    </div>
  );
}

type TextProps = {
  field: FieldWiring;
  required?: boolean;
  defaultValue?: string;
  type?: "text" | "email" | "tel" | "datetime-local";
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  maxLength?: number;
  className?: string;
};

export function TextField({ field, required, defaultValue, type = "text", autoComplete, inputMode, maxLength, className }: TextProps) {
  return (
    <FieldShell field={field} required={required} className={className}>
      <input
        id={field.id}
        name={field.name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        className={inputClass}
        {...ariaFor(field)}
      />
    </FieldShell>
  );
}

export function TextAreaField({ field, required, defaultValue, rows = 4 }: { field: FieldWiring; required?: boolean; defaultValue?: string; rows?: number }) {
  return (
    <FieldShell field={field} required={required}>
      <textarea
        id={field.id}
        name={field.name}
        rows={rows}
        defaultValue={defaultValue}
        aria-required={required || undefined}
        className={`${inputClass} h-auto py-2`}
        {...ariaFor(field)}
      />
    </FieldShell>
  );
}

/** An option with a `group` is listed under that heading (an optgroup): the locations under their dealership. */
type SelectOption = LeadFormOption & { group?: string };
type SelectProps = { field: FieldWiring; options: readonly SelectOption[]; placeholder?: string; required?: boolean; defaultValue?: string; className?: string };

const optionsOf = (options: readonly SelectOption[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

export function SelectField({ field, options, placeholder, required, defaultValue, className }: SelectProps) {
  const groups = [...new Set(options.flatMap((option) => (option.group ? [option.group] : [])))];
  return (
    <FieldShell field={field} required={required} className={className}>
      <select id={field.id} name={field.name} defaultValue={defaultValue ?? ""} aria-required={required || undefined} className={inputClass} {...ariaFor(field)}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {optionsOf(options.filter((option) => !option.group))}
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {optionsOf(options.filter((option) => option.group === group))}
          </optgroup>
        ))}
      </select>
    </FieldShell>
  );
}

/** A group of radio buttons (Phone/Email/SMS, Yes/No, a star rating) in a fieldset with its legend. */
export function RadioGroup({ field, options, defaultValue, required }: { field: FieldWiring; options: readonly (string | LeadFormOption)[]; defaultValue?: string; required?: boolean }) {
  const choices = options.map((option) => (typeof option === "string" ? { value: option, label: option } : option));
  return (
    <fieldset {...(field.error ? { "aria-describedby": errorId(field.id) } : {})}>
      <legend className="mb-1 text-sm font-semibold text-ink">
        {field.label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="flex flex-wrap gap-4">
        {choices.map((option, i) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-ink">
            <input type="radio" id={i === 0 ? field.id : undefined} name={field.name} value={option.value} defaultChecked={defaultValue === option.value} className="size-4" />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

export function CheckboxField({ field, defaultChecked, value, children }: { field: FieldWiring; defaultChecked?: boolean; value?: string; children?: ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className="inline-flex items-start gap-2 text-sm text-ink">
        <input id={field.id} type="checkbox" name={field.name} value={value} defaultChecked={defaultChecked} className="mt-0.5 size-4 shrink-0" {...ariaFor(field)} />
        <span>{children ?? field.label}</span>
      </label>
      <FieldError field={field} />
    </div>
  );
}
