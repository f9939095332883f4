"use client";

import { useEffect, useState } from "react";
import { animatedCount, VIEW_COUNT_ANIMATION_MS } from "@/domain/vehicle/view-count";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { cameFromSearch } from "@/domain/vehicle/view-source";
import { EyeIcon } from "@/components/ui/icons";

/** The part of the Navigation API read here (not in TypeScript's DOM library yet). */
type TabHistory = { currentEntry: { index: number } | null; entries(): { url: string | null }[] };

type Props = { slug: string; photosCount: number; updatedAt: string; siteId: number; showCount: boolean };

/**
 * The page before this one in the tab: the history entry behind the current one (a client-side navigation leaves
 * `document.referrer` at the first page's referrer), or the referrer where the Navigation API is missing.
 */
function previousPageUrl(): string {
  const history = (window as { navigation?: TabHistory }).navigation;
  const index = history?.currentEntry?.index ?? 0;
  return (index > 0 ? history?.entries()[index - 1]?.url : null) ?? document.referrer;
}

/**
 * Spec 000 §7: `GET /cars/{slug}/view.json?photos_count&updated_at&website_id` counts this visit (once a
 * day, on every site: the car's figures need it) and answers {views, car_fields}; `from=search` says the shopper came
 * from the site's search. Where the site shows the count (`showCount`), §4: it animates from 0 over 1 s; a failed call shows nothing.
 */
export function ViewCounter({ slug, photosCount, updatedAt, siteId, showCount }: Props) {
  const [target, setTarget] = useState<number | null>(null);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const params = new URLSearchParams({ photos_count: String(photosCount), updated_at: updatedAt, website_id: String(siteId) });
    if (cameFromSearch(previousPageUrl(), window.location.origin)) params.set("from", "search");
    let cancelled = false;
    fetch(`/cars/${encodeURIComponent(slug)}/view.json?${params}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ views?: unknown }>) : null))
      .then((body) => {
        if (!cancelled && body && typeof body.views === "number") setTarget(body.views);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [slug, photosCount, updatedAt, siteId]);

  useEffect(() => {
    if (target === null) return;
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const elapsed = now - start;
      setShown(animatedCount(target, elapsed));
      if (elapsed < VIEW_COUNT_ANIMATION_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target]);

  if (target === null || !showCount) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-ink-muted" data-testid="view-count" data-views={target}>
      <EyeIcon className="size-4" />
      <span className="tabular-nums">{formatWholeNumber(shown)}</span> {target === 1 ? "view" : "views"}
    </p>
  );
}
