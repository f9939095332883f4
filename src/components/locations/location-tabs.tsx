import type { LocationView } from "@/domain/locations/location-view";
import type { MapTiles } from "@/domain/locations/map-tiles";
import { Tabs } from "@/components/ui/tabs";
import { LocationContact } from "./location-contact";
import { LocationMapCard } from "./location-map-block";
import { OpeningHours } from "./opening-hours";

/**
 * Spec 001 §2 "tabbed embedded-map view": a tab per location with its address, hours and map card. Without
 * JavaScript the tabs read one after another (the shared Tabs); a hidden tab's map loads when it is shown.
 */
export function LocationTabs({ views, tiles, label }: { views: readonly LocationView[]; tiles: MapTiles | null; label: string }) {
  return (
    <Tabs
      label={label}
      items={views.map((view) => ({
        id: view.slug,
        label: view.name,
        content: (
          <div className="grid gap-8 md:grid-cols-2">
            <div className="flex flex-col gap-5">
              <LocationContact view={view} />
              <LocationMapCard view={view} tiles={tiles} />
              <p className="flex flex-wrap gap-x-5 gap-y-2">
                <a href={view.links.page} className="text-link">
                  View Location<span className="sr-only"> {view.name}</span>
                </a>
                <a href={view.links.stock} className="text-link">
                  View Our Stock<span className="sr-only"> at {view.name}</span>
                </a>
              </p>
            </div>
            <OpeningHours view={view} headingLevel="h4" />
          </div>
        ),
      }))}
    />
  );
}
