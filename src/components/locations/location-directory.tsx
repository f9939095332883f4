import { ratingView, type LocationView } from "@/domain/locations/location-view";
import type { DealershipHeading } from "./dealership-locations";
import { LocationCard } from "./location-card";

/** `/dealerships` (spec 001 §2): links to each dealership's page, then every location as a card, a dealership's together. */
export function LocationDirectory({ dealerships }: { dealerships: readonly { dealership: DealershipHeading; views: readonly LocationView[] }[] }) {
  return (
    <div className="flex flex-col gap-12">
      {dealerships.length > 1 ? (
        <nav aria-labelledby="dealerships-title">
          <h2 id="dealerships-title" className="section-title">
            Our dealerships
          </h2>
          <ul role="list" className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {dealerships.map(({ dealership, views }) => {
              const rating = ratingView(dealership.rating);
              return (
                <li key={dealership.slug}>
                  <a href={`/locations/${dealership.slug}`} className="flex h-full flex-col gap-1 rounded-card border border-line bg-white p-4 text-ink hover:border-neutral-400">
                    <span className="font-semibold underline-offset-2 hover:underline">{dealership.name}</span>
                    <span className="text-sm text-ink-muted">
                      {views.length} {views.length === 1 ? "location" : "locations"}
                      {rating ? ` · ★ ${rating.value} from ${rating.count} Google reviews` : ""}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby="all-locations-title">
        <h2 id="all-locations-title" className="section-title">
          {dealerships.length > 1 ? "Every location" : `${dealerships[0]?.dealership.name ?? "Our"} locations`}
        </h2>
        <ul role="list" className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {dealerships.flatMap(({ views }) => views).map((view) => (
            <li key={view.slug}>
              <LocationCard view={view} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
