import Link from "next/link";
import { FACET_ATTRIBUTES, RANGE_ATTRIBUTES, type SearchRequest } from "@/domain/search/search-request";
import type { SearchPlaces } from "@/domain/search/search-route";
import { facetChipLabel, rangeChipLabel } from "@/domain/search/filter-labels";
import { searchPageHref } from "@/domain/search/search-href";
import type { ChipRemoval } from "@/domain/search/plain-search";
import { withoutChip } from "@/domain/search/plain-search-href";

type Chip = { key: string; label: string; href: string };

type Props = { request: SearchRequest; places: SearchPlaces; clearHref: string };

/** The filters in force as chips, each a link to the same search without it, and 'Clear Filters'. */
export function ActiveFilters({ request, places, clearHref }: Props) {
  const chips: Chip[] = [];
  if (request.query) {
    chips.push({ key: "query", label: `“${request.query}”`, href: searchPageHref({ ...request, query: "", page: 1 }, places) });
  }
  // The same chips the plain-language reading gives, by the same labels and removals (withoutChip).
  const addChip = (key: string, label: string, remove: ChipRemoval) => chips.push({ key, label, href: searchPageHref(withoutChip(request, remove), places) });
  for (const attribute of FACET_ATTRIBUTES) {
    for (const value of request.filters[attribute] ?? []) addChip(`${attribute}=${value}`, facetChipLabel(attribute, value), { attribute, value });
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const label = rangeChipLabel(attribute, request.ranges[attribute]);
    if (label) addChip(attribute, label, { range: attribute });
  }
  if (chips.length === 0) return null;

  return (
    <section aria-label="Filters in use" className="flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              prefetch={false}
              scroll={false}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-neutral-100 py-1 pr-2.5 pl-3.5 text-sm font-medium text-ink hover:bg-neutral-200"
            >
              {chip.label}
              <span className="sr-only">, remove this filter</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-ink-muted" fill="currentColor">
                <path d="M5.7 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.3 4.3a1 1 0 1 0 1.4 1.4l4.3-4.3 4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.7 4.3Z" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={clearHref} prefetch={false} scroll={false} className="text-link ml-1 inline-flex min-h-9 items-center px-1 text-sm">
        Clear Filters
      </Link>
    </section>
  );
}
