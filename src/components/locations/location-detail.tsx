import type { LocationView } from "@/domain/locations/location-view";
import type { MapTiles } from "@/domain/locations/map-tiles";
import { LocationBreadcrumbs } from "./location-breadcrumbs";
import { LocationCarousel } from "./location-carousel";
import { LocationContact } from "./location-contact";
import { LocationMapCard } from "./location-map-block";
import { OpenStatusBadge } from "./open-status-badge";
import { OpeningHours } from "./opening-hours";

type Props = { view: LocationView; tiles: MapTiles | null; others: readonly LocationView[] };

/**
 * Spec 001 §2 "Location detail page: address, directions link, Google rating, opening-hours table with a
 * selector for sales, service or parts type, holiday hours dialog, Get Directions button", with its map card,
 * stock and contact links, and the site's other locations in the Our Locations carousel.
 */
export function LocationDetail({ view, tiles, others }: Props) {
  const main = view.departments.find((d) => d.department === view.mainDepartment);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12">
      <LocationBreadcrumbs current={view.name} />
      <header className="mt-5">
        <p className="text-sm font-bold tracking-widest text-ink-muted uppercase">{view.dealership.name}</p>
        <h1 className="mt-1 text-3xl sm:text-4xl">{view.name}</h1>
        {view.status ? (
          <div className="mt-3">
            <OpenStatusBadge status={view.status} prefix={main?.label} />
          </div>
        ) : null}
      </header>
      {/* Phones read address, hours, then map and links; desktops keep the hours in the right column. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-x-8">
        <section aria-labelledby="location-contact-title" className="rounded-card border border-line bg-white p-5 text-ink lg:col-start-1 lg:row-start-1">
          <h2 id="location-contact-title" className="text-xl">
            Address and contact
          </h2>
          <div className="mt-4">
            <LocationContact view={view} />
          </div>
        </section>
        <div className="rounded-card border border-line bg-white p-5 text-ink lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <OpeningHours view={view} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
          <LocationMapCard view={view} tiles={tiles} />
          <p className="flex flex-wrap gap-3">
            <a href={view.links.stock} className="btn btn-primary">
              View Our Stock
            </a>
            <a href={view.links.contact} className="btn btn-outline">
              Contact this location
            </a>
          </p>
        </div>
      </div>
      {others.length > 0 ? (
        <div className="mt-14">
          <LocationCarousel views={others} />
        </div>
      ) : null}
    </div>
  );
}
