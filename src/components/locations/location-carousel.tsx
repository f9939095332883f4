import type { LocationView } from "@/domain/locations/location-view";
import { LocationCard } from "./location-card";

/**
 * Spec 001 §2 "Our Locations carousel with View Location and View Our Stock": a row of cards that scrolls
 * sideways (scroll snapping, no script), focusable so the keyboard can scroll it too.
 */
export function LocationCarousel({ views, title = "Our Locations" }: { views: readonly LocationView[]; title?: string }) {
  if (views.length === 0) return null;
  return (
    <section aria-labelledby="locations-carousel-title">
      <h2 id="locations-carousel-title" className="section-title">
        {title}
      </h2>
      <ul role="list" tabIndex={0} aria-label={title} className="mt-5 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4">
        {views.map((view) => (
          <li key={view.slug} className="w-[85%] max-w-80 shrink-0 snap-start">
            <LocationCard view={view} />
          </li>
        ))}
      </ul>
      {views.length > 1 ? <p className="text-sm text-ink-muted">Scroll sideways to see all {views.length} locations.</p> : null}
    </section>
  );
}
