"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { facetValueLabel } from "@/domain/search/facet-presentation";
import {
  pushRecent, readRecentList, SEARCH_HISTORY_LIMIT, searchHistoryEntrySchema, searchHistoryKey, VIEWED_CARS_LIMIT, viewedCarKey, viewedCarSchema,
  type SearchHistoryEntry, type ViewedCar,
} from "@/domain/search/recent-list";
import { FACET_ATTRIBUTES } from "@/domain/search/search-request";
import { searchHref } from "@/domain/search/search-route";

/** localStorage keys; the vehicle page writes VIEWED_CARS_STORAGE_KEY. localStorage is per host, so per site. */
export const SEARCH_HISTORY_STORAGE_KEY = "forecourt:search-history";
export const VIEWED_CARS_STORAGE_KEY = "forecourt:viewed-cars";

type Props = { current: SearchHistoryEntry };

function historyLabel(entry: SearchHistoryEntry): string {
  const parts = FACET_ATTRIBUTES.flatMap((attribute) => (entry.filters[attribute] ?? []).map((value) => facetValueLabel(attribute, value)));
  return parts.length > 0 ? parts.join(", ") : "All vehicles";
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, policy): no history, nothing breaks
  }
}

/**
 * Search history (the latest 5, spec 001 §4) and recently viewed cars, kept in this browser only. This
 * search is recorded when the page shows it; the lists leave it out, since the shopper is looking at it.
 */
export function RecentSearches({ current }: Props) {
  const [lists, setLists] = useState<{ history: SearchHistoryEntry[]; viewed: ViewedCar[] } | null>(null);

  useEffect(() => {
    const history = readRecentList(readStorage(SEARCH_HISTORY_STORAGE_KEY), searchHistoryEntrySchema, SEARCH_HISTORY_LIMIT);
    const viewed = readRecentList(readStorage(VIEWED_CARS_STORAGE_KEY), viewedCarSchema, VIEWED_CARS_LIMIT);
    const updated = pushRecent(history, current, { limit: SEARCH_HISTORY_LIMIT, key: searchHistoryKey });
    try {
      window.localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(updated));
    } catch {
      // full or blocked: the history is a convenience
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only in the browser, after hydration
    setLists({ history: history.filter((entry) => entry.path !== current.path), viewed });
  }, [current]);

  if (!lists || (lists.history.length === 0 && lists.viewed.length === 0)) return null;
  const models = [...new Map(lists.viewed.map((car) => [`${car.make} ${car.model}`, car])).values()].slice(0, 6);

  return (
    <div className="mt-12 grid gap-8 border-t border-line pt-8 md:grid-cols-2">
      {lists.history.length > 0 ? (
        <section aria-labelledby="recent-searches">
          <h2 id="recent-searches" className="text-lg">Your recent searches</h2>
          <ul className="mt-3 flex flex-col gap-1">
            {lists.history.map((entry) => (
              <li key={searchHistoryKey(entry)}>
                <Link href={entry.path} prefetch={false} className="text-link">
                  {historyLabel(entry)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {models.length > 0 ? (
        <section aria-labelledby="recently-viewed">
          <h2 id="recently-viewed" className="text-lg">More like what you viewed</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {models.map((car) => (
              <li key={viewedCarKey(car)}>
                <Link href={searchHref({ make: [car.make], model: [car.model] })} prefetch={false} className="inline-flex min-h-9 items-center rounded-full border border-line px-3 text-sm font-medium hover:border-neutral-500">
                  {car.make} {car.model}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
