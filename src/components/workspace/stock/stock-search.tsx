import Link from "next/link";
import { SelectField, TextField } from "@/components/forms/form-fields";

type Choice = { value: string; label: string };

/** The stock list's search, sort and dealership as a GET form: the address is the list's state, and it works without JavaScript. */
export function StockSearch({ values, sorts, dealerships }: { values: { q: string; sort: string; dealership: string }; sorts: readonly Choice[]; dealerships: readonly Choice[] }) {
  return (
    <form method="get" action="/stock" role="search" aria-label="Search stock" className="grid gap-3 rounded-card border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <TextField field={{ id: "stock-q", name: "q", label: "Stock no., VIN, make or model" }} defaultValue={values.q} maxLength={100} className="sm:col-span-2" />
      <SelectField field={{ id: "stock-sort", name: "sort", label: "Sort by" }} options={sorts} defaultValue={values.sort} />
      {dealerships.length > 1 ? <SelectField field={{ id: "stock-dealership", name: "dealership", label: "Dealership" }} options={dealerships} placeholder="All" defaultValue={values.dealership} /> : null}
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn btn-accent min-h-12">Show cars</button>
        {values.q || values.dealership ? <Link href="/stock" className="inline-flex min-h-12 items-center underline">Clear search</Link> : null}
      </div>
    </form>
  );
}
