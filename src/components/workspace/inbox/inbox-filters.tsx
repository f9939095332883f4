import Link from "next/link";
import { SelectField, TextField, type FieldWiring } from "@/components/forms/form-fields";
import type { InboxQueryParse } from "@/domain/inbox/inbox-list-query";

export type FilterChoice = { value: string; label: string };
export type InboxFilterChoices = Record<"status" | "dealership" | "form" | "car_type" | "assignee" | "age", readonly FilterChoice[]>;

const LABELS: Record<keyof InboxFilterChoices, string> = { status: "Status", dealership: "Dealership", form: "Form", car_type: "Car type", assignee: "Assigned to", age: "Age" };

/**
 * The inbox's filters and search as a GET form (the address is the list's state, and it works without JavaScript).
 * On a phone they fold behind a summary; open while a filter is on or one was refused, so its message shows.
 */
export function InboxFilters({ parse, choices }: { parse: InboxQueryParse; choices: InboxFilterChoices }) {
  const field = (name: keyof InboxQueryParse["values"], label: string): FieldWiring => ({ id: `inbox-${name}`, name, label, error: parse.errors[name] });
  const active = Object.keys(parse.values).some((key) => key !== "before");
  return (
    <details open={active || undefined} className="rounded-card border border-line bg-white">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold">Filter and search{active ? " (on)" : ""}</summary>
      <form method="get" action="/" role="search" aria-label="Filter leads" className="grid gap-3 p-4 pt-0 sm:grid-cols-2 lg:grid-cols-4">
        <TextField field={field("q", "Name, phone, e-mail, stock no. or VIN")} defaultValue={parse.values.q} maxLength={100} className="sm:col-span-2" />
        {(Object.keys(LABELS) as (keyof InboxFilterChoices)[])
          .filter((name) => choices[name].length > 0)
          .map((name) => (
            <SelectField key={name} field={field(name, LABELS[name])} options={choices[name]} placeholder="Any" defaultValue={parse.errors[name] ? "" : parse.values[name]} />
          ))}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn btn-accent min-h-12">Show leads</button>
          {active ? <Link href="/" className="inline-flex min-h-12 items-center underline">Clear filters</Link> : null}
        </div>
      </form>
    </details>
  );
}
