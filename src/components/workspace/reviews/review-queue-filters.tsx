import Link from "next/link";
import { SelectField } from "@/components/forms/form-fields";

type Choice = { value: string; label: string };
type Props = {
  values: { status?: string; dealership?: string };
  errors: { status?: string; dealership?: string };
  choices: { status: readonly Choice[]; dealership: readonly Choice[] };
};

/** The queue's filters as a GET form: the address is the list's state, and it works without JavaScript. */
export function ReviewQueueFilters({ values, errors, choices }: Props) {
  const active = Boolean(values.status || values.dealership);
  return (
    <form method="get" action="/reviews" role="search" aria-label="Filter reviews" className="flex flex-wrap items-end gap-3 rounded-card border border-line bg-white p-4">
      <SelectField field={{ id: "reviews-status", name: "status", label: "Status", error: errors.status }} options={choices.status} placeholder="Any (waiting first)" defaultValue={errors.status ? "" : values.status} className="min-w-48" />
      {choices.dealership.length ? (
        <SelectField field={{ id: "reviews-dealership", name: "dealership", label: "Dealership", error: errors.dealership }} options={choices.dealership} placeholder="All my dealerships" defaultValue={errors.dealership ? "" : values.dealership} className="min-w-48" />
      ) : null}
      <button type="submit" className="btn btn-accent min-h-11">Show reviews</button>
      {active ? <Link href="/reviews" className="inline-flex min-h-11 items-center underline">Clear filters</Link> : null}
    </form>
  );
}
