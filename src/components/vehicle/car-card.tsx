import Link from "next/link";
import type { CarSummary } from "@/domain/car/car";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { priceDisplay } from "@/domain/pricing/price-display";
import type { Site } from "@/domain/site/site";
import { PriceDisplay } from "./price-display";

type Props = {
  car: CarSummary;
  site: Site;
  /** Cards in the first visible row load at once; the rest wait until scrolled near. */
  eager?: boolean;
};

/** One car in a grid: photo with its location, name, key facts, price and tag; the whole card links to the car. */
export function CarCard({ car, site, eager = false }: Props) {
  const display = priceDisplay(car, site.config);
  const location = car.locationName || car.city;
  const facts = [String(car.year), `${formatWholeNumber(car.km)} km`, car.transmission, car.fuel].filter(Boolean);

  return (
    <article className="card h-full">
      <div className="relative aspect-[3/2] bg-neutral-100">
        {car.primaryImageUrl ? (
          // A plain img: the photos are our own SVG renders, which the image optimiser passes through
          // untouched, and a plain element ships no client code.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={car.primaryImageUrl}
            alt=""
            width={1200}
            height={800}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <p className="flex size-full items-center justify-center text-sm text-ink-muted">Photos coming soon</p>
        )}
        {car.tag ? <p className="badge absolute top-3 left-3">{car.tag}</p> : null}
        {location ? (
          <p className="absolute bottom-3 left-3 flex max-w-[calc(100%-1.5rem)] items-center gap-1 rounded bg-black/75 px-2 py-1 text-xs font-semibold text-white">
            <PinIcon />
            <span className="truncate">
              <span className="sr-only">Located at </span>
              {location}
            </span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="text-lg leading-snug">
          <Link href={`/cars/${car.slug}`} prefetch={false} className="after:absolute after:inset-0 hover:underline">
            {car.name}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">{facts.join(" · ")}</p>
        <div className="mt-auto border-t border-line pt-3">
          <PriceDisplay display={display} priceType={car.priceType} />
        </div>
      </div>
    </article>
  );
}

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 shrink-0" fill="currentColor">
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.3 5.2 10.2 5.5 10.5a.7.7 0 0 0 1 0C10.8 17.7 16 11.8 16 7.5a6 6 0 0 0-6-6Zm0 8.3a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6Z" />
    </svg>
  );
}
