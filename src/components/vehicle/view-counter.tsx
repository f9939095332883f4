"use client";

import { useEffect, useState } from "react";
import { animatedCount, VIEW_COUNT_ANIMATION_MS } from "@/domain/vehicle/view-count";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { EyeIcon } from "@/components/ui/icons";

type Props = { slug: string; photosCount: number; updatedAt: string; siteId: number };

/**
 * Spec 000 §7: `GET /cars/{slug}/view.json?photos_count&updated_at&website_id` counts this visit (once a
 * day) and answers {views, car_fields}; a failed call shows nothing. §4: the count animates from 0 over 1 s.
 */
export function ViewCounter({ slug, photosCount, updatedAt, siteId }: Props) {
  const [target, setTarget] = useState<number | null>(null);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const params = new URLSearchParams({ photos_count: String(photosCount), updated_at: updatedAt, website_id: String(siteId) });
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

  if (target === null) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-ink-muted" data-testid="view-count" data-views={target}>
      <EyeIcon className="size-4" />
      <span className="tabular-nums">{formatWholeNumber(shown)}</span> {target === 1 ? "view" : "views"}
    </p>
  );
}
