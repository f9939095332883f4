import { MAP_CARD_HEIGHT_PX } from "@/domain/locations/location-block";
import type { LocationView } from "@/domain/locations/location-view";
import type { MapTiles } from "@/domain/locations/map-tiles";
import { LocationMap } from "./location-map";
import type { MapPoint } from "./map-point";
import { OpenStatusBadge } from "./open-status-badge";

/** The views that have a map position, as map points. */
export function mapPointsOf(views: readonly LocationView[]): MapPoint[] {
  return views.flatMap((v) => (v.point ? [v.point] : []));
}

/** The map card of one location (spec 001 §9: 230 px high); nothing when maps are off or it has no position. */
export function LocationMapCard({ view, tiles }: { view: LocationView; tiles: MapTiles | null }) {
  const points = mapPointsOf([view]);
  if (!tiles || points.length === 0) return null;
  return <LocationMap points={points} tiles={tiles} label={`Map of ${view.name}`} heightPx={MAP_CARD_HEIGHT_PX} />;
}

/**
 * Spec 001 §2 "combined map": every location on one map above a list of them with directions. The list is the
 * block's content; the map adds to it when it can load, and without it the list stands alone.
 */
export function LocationMapBlock({ views, tiles, label }: { views: readonly LocationView[]; tiles: MapTiles | null; label: string }) {
  const points = mapPointsOf(views);
  return (
    <div className="flex flex-col gap-6">
      {tiles && points.length > 0 ? (
        <LocationMap points={points} tiles={tiles} label="Map of our locations" heightPx={420} failureNote="The map could not be loaded. Each location below has a Get Directions link." />
      ) : null}
      <ul role="list" aria-label={label} className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {views.map((view) => (
          <li key={view.slug} className="flex flex-col gap-1.5 rounded-card border border-line bg-white p-4 text-ink">
            <h3 className="text-base">
              <a href={view.links.page} className="hover:underline">
                {view.name}
              </a>
            </h3>
            {view.status ? <OpenStatusBadge status={view.status} /> : null}
            <p className="text-sm">
              {view.addressLines[0]}, {view.addressLines[1]}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a href={view.links.directions} target="_blank" rel="noopener noreferrer" className="text-link">
                Get Directions<span className="sr-only"> to {view.name} (opens in a new tab)</span>
              </a>
              {view.phone ? (
                <a href={view.phone.href} className="text-link">
                  {view.phone.display}
                </a>
              ) : null}
              <a href={view.links.stock} className="text-link">
                View Our Stock<span className="sr-only"> at {view.name}</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
