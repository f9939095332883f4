import type { LocationBlockForm } from "@/domain/locations/location-block";
import type { LocationView } from "@/domain/locations/location-view";
import type { MapTiles } from "@/domain/locations/map-tiles";
import { LocationCard } from "./location-card";
import { LocationGrid } from "./location-grid";
import { LocationMapBlock } from "./location-map-block";
import { LocationTabs } from "./location-tabs";

type Props = {
  form: LocationBlockForm;
  views: readonly LocationView[];
  tiles: MapTiles | null;
  title?: string;
  /** Where every location is listed, for the single card's link to the others. */
  allLocationsHref?: string;
};

/**
 * Spec 001 §2 "Location block: single location card, grid of cards, combined map, or tabbed embedded-map view",
 * in the form the site's configuration chose (`locationBlock`), for the home and contact pages. Build its props
 * with `loadLocationBlock` (src/server/locations).
 */
export function LocationBlock({ form, views, tiles, title = "Our Locations", allLocationsHref = "/dealerships" }: Props) {
  if (views.length === 0) return null;
  const [first] = views;
  return (
    <section aria-labelledby="location-block-title" data-location-block={form}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="location-block-title" className="section-title">
          {title}
        </h2>
        {form === "card" && views.length > 1 ? (
          <a href={allLocationsHref} className="text-link">
            See all {views.length} locations
          </a>
        ) : null}
      </div>
      <div className="mt-6">
        {form === "card" && first ? (
          <div className="max-w-md">
            <LocationCard view={first} />
          </div>
        ) : form === "map" ? (
          <LocationMapBlock views={views} tiles={tiles} label={title} />
        ) : form === "tabs" ? (
          <LocationTabs views={views} tiles={tiles} label={title} />
        ) : (
          <LocationGrid views={views} label={title} />
        )}
      </div>
    </section>
  );
}
