import { ratingView, type LocationView } from "@/domain/locations/location-view";
import { GoogleRating } from "./google-rating";
import { LocationBreadcrumbs } from "./location-breadcrumbs";
import { LocationGrid } from "./location-grid";

export type DealershipHeading = { slug: string; name: string; rating: { average: number; count: number } | null };

/** Spec 001 §2 `/locations/{dealership_slug}`: a dealership's name, Google rating and its location cards. */
export function DealershipLocations({ dealership, views }: { dealership: DealershipHeading; views: readonly LocationView[] }) {
  const rating = ratingView(dealership.rating);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12">
      <LocationBreadcrumbs current={dealership.name} />
      <h1 className="mt-5 text-3xl sm:text-4xl">{dealership.name}</h1>
      {rating ? (
        <div className="mt-2">
          <GoogleRating rating={rating} />
        </div>
      ) : null}
      <div className="mt-8">
        <LocationGrid views={views} label={`${dealership.name} locations`} />
      </div>
    </div>
  );
}
