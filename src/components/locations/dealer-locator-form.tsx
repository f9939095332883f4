import { FieldError, inputClass, ariaFor } from "@/components/forms/form-fields";
import { NEAR_MAX_LENGTH, type DealerLocatorQuery } from "@/domain/locations/dealer-locator";

/** The dealer locator's GET form: the URL is the search, so it works without JavaScript and can be shared. */
export function DealerLocatorForm({ query, error }: { query: DealerLocatorQuery; error?: string }) {
  const field = { id: "locator-near", name: "near", label: "Postcode or suburb", error };
  return (
    <form method="get" action="/dealer-locator" role="search" aria-label="Find a dealer near you" className="flex flex-wrap items-end gap-4 rounded-card border border-line bg-white p-4 sm:p-6">
      <div className="min-w-56 grow basis-64">
        <label htmlFor={field.id} className="mb-1 block text-sm font-semibold text-ink">
          {field.label}
        </label>
        <input id={field.id} name={field.name} type="search" defaultValue={query.near} maxLength={NEAR_MAX_LENGTH} autoComplete="postal-code" enterKeyHint="search" placeholder="e.g. 4000 or Springwood" className={inputClass} {...ariaFor(field)} />
        <FieldError field={field} />
      </div>
      <label className="flex h-11 items-center gap-2 text-sm font-semibold text-ink">
        <input type="checkbox" name="open" value="1" defaultChecked={query.openNow} className="size-4" />
        Open now only
      </label>
      <button type="submit" className="btn btn-accent h-11">
        Find a Dealer
      </button>
    </form>
  );
}
