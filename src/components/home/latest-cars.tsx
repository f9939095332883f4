import Link from "next/link";
import { CarCard } from "@/components/vehicle/car-card";
import type { CarSummary } from "@/domain/car/car";
import { DEFAULT_SEARCH_PATH } from "@/domain/search/search-route";
import type { Site } from "@/domain/site/site";
import { carCardView } from "@/domain/vehicle/car-card-view";

/** Cards in the widest grid's first row load eagerly; everything below waits until scrolled near. */
const FIRST_ROW = 4;

/** The newest stock as cards, with a link to the whole search. */
export function LatestCars({ cars, site }: { cars: readonly CarSummary[]; site: Site }) {
  const now = new Date();
  return (
    <section aria-labelledby="latest-title" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="latest-title" className="section-title">
          Latest arrivals
        </h2>
        <Link href={DEFAULT_SEARCH_PATH} prefetch={false} className="text-link">
          View all stock<span className="sr-only"> at {site.name}</span>
        </Link>
      </div>
      {cars.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {cars.map((car, index) => (
            <li key={car.id}>
              <CarCard card={carCardView(car, site.config, now)} eager={index < FIRST_ROW} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-card border border-line bg-white p-8 text-center text-ink">There are no vehicles listed right now. Please check back soon.</p>
      )}
    </section>
  );
}
