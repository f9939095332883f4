"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import { facetValueLabel } from "@/domain/search/facet-presentation";
import { pushRecentStored, SEARCH_HISTORY_LIMIT, searchHistoryKey, VIEWED_CARS_LIMIT, viewedCarKey } from "@/domain/search/recent-list";
import type { SearchHistoryEntry } from "@/domain/search/recent-list-schemas";
import type { FacetAttribute } from "@/domain/search/search-request";
import { SIMILAR_CARS_LAZY_MARGIN_PX } from "@/domain/vehicle/similar-cars";
import { SEARCH_HISTORY_STORAGE_KEY, VIEWED_CARS_STORAGE_KEY } from "@/domain/search/storage-keys";

type Props = { current: SearchHistoryEntry };

type Lists = { history: { href: string; label: string }[]; viewed: { key: string; href: string; label: string }[] };

function historyLabel(entry: SearchHistoryEntry): string {
  const parts = Object.entries(entry.filters).flatMap(([attribute, values]) => (values ?? []).map((value) => facetValueLabel(attribute as FacetAttribute, value)));
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
  const sentinel = useRef<HTMLDivElement>(null);
  // The spec gives no margin for these lists; they use the one it gives similar cars, the other list below the fold.
  const near = useNearViewport(sentinel, SIMILAR_CARS_LAZY_MARGIN_PX);
  const [lists, setLists] = useState<Lists | null>(null);

  useEffect(() => {
    try {
      const updated = pushRecentStored(readStorage(SEARCH_HISTORY_STORAGE_KEY), current, { limit: SEARCH_HISTORY_LIMIT, key: searchHistoryKey });
      window.localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(updated));
    } catch {
      // full or blocked: the history is a convenience
    }
  }, [current]);

  // The lists sit below the results: their zod readers load when the shopper scrolls near them.
  useEffect(() => {
    if (!near) return;
    let live = true;
    void Promise.all([import("@/domain/search/recent-list-schemas"), import("@/domain/search/search-route")]).then(([recent, route]) => {
      const history = recent.readRecentList(readStorage(SEARCH_HISTORY_STORAGE_KEY), recent.searchHistoryEntrySchema, SEARCH_HISTORY_LIMIT);
      const viewed = recent.readRecentList(readStorage(VIEWED_CARS_STORAGE_KEY), recent.viewedCarSchema, VIEWED_CARS_LIMIT);
      const models = [...new Map(viewed.map((car) => [`${car.make} ${car.model}`, car])).values()].slice(0, 6);
      if (!live) return;
      setLists({
        history: history.filter((entry) => entry.path !== current.path).map((entry) => ({ href: entry.path, label: historyLabel(entry) })),
        viewed: models.map((car) => ({ key: viewedCarKey(car), href: route.searchHref({ make: [car.make], model: [car.model] }), label: `${car.make} ${car.model}` })),
      });
    });
    return () => {
      live = false;
    };
  }, [near, current]);

  if (!lists || (lists.history.length === 0 && lists.viewed.length === 0)) return <div ref={sentinel} />;

  return (
    <div className="mt-12 grid gap-8 border-t border-line pt-8 md:grid-cols-2">
      {lists.history.length > 0 ? (
        <section aria-labelledby="recent-searches">
          <h2 id="recent-searches" className="text-lg">Your recent searches</h2>
          <ul className="mt-3 flex flex-col gap-1">
            {lists.history.map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} prefetch={false} className="text-link">
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {lists.viewed.length > 0 ? (
        <section aria-labelledby="recently-viewed">
          <h2 id="recently-viewed" className="text-lg">More like what you viewed</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {lists.viewed.map((car) => (
              <li key={car.key}>
                <Link href={car.href} prefetch={false} className="inline-flex min-h-9 items-center rounded-full border border-line px-3 text-sm font-medium hover:border-neutral-500">
                  {car.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
