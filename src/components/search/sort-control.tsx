import { SORT_OPTIONS, type SortOption } from "@/domain/search/search-request";

const SORT_LABELS: Record<SortOption, string> = {
  relevance: "Most relevant",
  latest: "Latest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  "km-asc": "Kilometres: low to high",
  "year-desc": "Year: newest first",
  "subscription-asc": "Subscription: low to high",
};

type Props = { formId: string; sortBy: SortOption; offersSubscriptions: boolean };

/**
 * The sort select belongs to the search form (the `form` attribute), so sorting keeps every filter.
 * Without JavaScript its 'Sort' button submits; with it, a change applies at once and the button goes.
 */
export function SortControl({ formId, sortBy, offersSubscriptions }: Props) {
  const options = SORT_OPTIONS.filter((option) => option !== "subscription-asc" || offersSubscriptions);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={`${formId}-sort`} className="text-sm font-semibold whitespace-nowrap text-ink-muted">
        Sort by
      </label>
      <select
        id={`${formId}-sort`}
        name="sortBy"
        form={formId}
        defaultValue={sortBy}
        className="min-h-11 rounded-button border border-neutral-300 bg-white py-2 pr-8 pl-3 text-sm font-semibold text-ink"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
      <button type="submit" form={formId} className="btn btn-outline min-h-11 px-3 py-1 text-sm group-data-[enhanced=true]/search:hidden">
        Sort
      </button>
    </div>
  );
}
