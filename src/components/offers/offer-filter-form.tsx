import Link from "next/link";
import type { OfferFilters } from "@/domain/offers/offer-filters";

type Props = { filters: OfferFilters; categories: readonly string[]; filtered: boolean };

/** The offers' filters as a GET form (spec 000 §7 'categories, query'): the URL is the state, so it works without JavaScript. */
export function OfferFilterForm({ filters, categories, filtered }: Props) {
  const chosen = filters.categories.length === 1 ? filters.categories[0] : "";
  return (
    <form action="/special-offers" method="get" role="search" aria-label="Filter offers" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-ink">
        Search offers
        <input
          type="search"
          name="query"
          defaultValue={filters.query}
          placeholder="Model, deal or keyword"
          maxLength={100}
          autoComplete="off"
          className="min-h-12 rounded-button border border-neutral-300 bg-white px-4 text-base font-normal text-ink placeholder:text-neutral-500"
        />
      </label>
      {categories.length > 0 ? (
        <label className="flex flex-col gap-1 text-sm font-medium text-ink sm:w-60">
          Category
          <select name="categories" defaultValue={chosen} className="min-h-12 rounded-button border border-neutral-300 bg-white px-3 text-base font-normal text-ink">
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-accent min-h-12">
          Filter
        </button>
        {filtered ? (
          <Link href="/special-offers" prefetch={false} className="btn btn-outline min-h-12">
            Clear Filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
