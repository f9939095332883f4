import type { LocationView } from "@/domain/location/location-view";
import { GoogleRating } from "./google-rating";
import { LocationGrid } from "./location-grid";

type Props = {
  dealership: { slug: string; name: string; rating: { average: number; count: number } | null };
  views: readonly LocationView[];
  /** h1 on the dealership's own page, h2 in the list of dealerships. */
  headingLevel: "h1" | "h2";
};

/** A dealership's locations (spec 001 §2 `/locations/{dealership_slug}`, `/dealerships`): its name, rating and location cards. */
export function DealershipLocations({ dealership, views, headingLevel: Heading }: Props) {
  const id = `dealership-${dealership.slug}`;
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <Heading id={id} className={Heading === "h1" ? "text-3xl sm:text-4xl" : "section-title"}>
            {dealership.name}
          </Heading>
          {dealership.rating ? (
            <div className="mt-2">
              <GoogleRating rating={{ value: dealership.rating.average.toFixed(1), count: dealership.rating.count }} />
            </div>
          ) : null}
        </div>
        {Heading === "h2" ? (
          <a href={`/locations/${dealership.slug}`} className="text-link text-sm">
            {dealership.name} locations
          </a>
        ) : null}
      </div>
      <div className="mt-5">
        <LocationGrid views={views} label={`${dealership.name} locations`} />
      </div>
    </section>
  );
}
