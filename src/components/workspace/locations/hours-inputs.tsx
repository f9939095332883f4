import { FieldShell, ariaFor, inputClass, type FieldWiring } from "@/components/forms/form-fields";

/** What a field of the locations form knows: its post name (also its error key), what was typed or stored, and its error. */
export type FieldValues = { value: (name: string, stored: string) => string; error: (name: string) => string | undefined };

const wiring = (name: string, label: string, fields: FieldValues): FieldWiring => ({ id: `loc-${name.replace(/\./g, "-")}`, name, label, error: fields.error(name) });

export function HoursInput({ name, label, type, stored, fields, className = "" }: { name: string; label: string; type: "time" | "date" | "text" | "tel"; stored: string; fields: FieldValues; className?: string }) {
  const field = wiring(name, label, fields);
  return (
    <FieldShell field={field} className={className}>
      <input id={field.id} name={name} type={type} defaultValue={fields.value(name, stored)} maxLength={type === "text" ? 80 : type === "tel" ? 40 : undefined} className={inputClass} {...ariaFor(field)} />
    </FieldShell>
  );
}

export function StatusSelect({ name, label, stored, fields, options }: { name: string; label: string; stored: string; fields: FieldValues; options: readonly { value: string; label: string }[] }) {
  const field = wiring(name, label, fields);
  return (
    <FieldShell field={field}>
      <select id={field.id} name={name} defaultValue={fields.value(name, stored)} className={inputClass} {...ariaFor(field)}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </FieldShell>
  );
}
