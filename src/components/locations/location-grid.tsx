import { locationGridLayout } from "@/domain/locations/location-block";
import type { LocationView } from "@/domain/locations/location-view";
import { LocationCard } from "./location-card";

const COLUMNS = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/**
 * The grid of location cards (spec 001 §2), its columns by count (§9). More than three give four columns on a
 * wide screen and, narrower, a sideways-scrolling row with the carousel hint.
 */
export function LocationGrid({ views, label }: { views: readonly LocationView[]; label: string }) {
  const { columns, carouselHint } = locationGridLayout(views.length);
  const list = carouselHint
    ? "flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 lg:grid lg:overflow-visible lg:pb-0"
    : "grid gap-6";
  return (
    <div>
      <ul role="list" aria-label={label} tabIndex={carouselHint ? 0 : undefined} className={`${list} ${COLUMNS[columns]}`}>
        {views.map((view) => (
          <li key={view.slug} className={carouselHint ? "w-[85%] max-w-80 shrink-0 snap-start sm:w-[45%] lg:w-auto lg:max-w-none" : ""}>
            <LocationCard view={view} />
          </li>
        ))}
      </ul>
      {carouselHint ? <p className="text-sm text-ink-muted lg:hidden">Scroll sideways to see all {views.length} locations.</p> : null}
    </div>
  );
}
