import Link from "next/link";
import type { CarSummary } from "@/domain/car/car";
import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";
import { priceDisplay } from "@/domain/pricing/price-display";
import type { Site } from "@/domain/site/site";
import { cardTag, type CardTag } from "@/domain/vehicle/card-tag";
import { siteWeeklyEstimate } from "@/domain/finance/weekly-estimate";
import { favouriteCar, showsFavourite } from "@/domain/vehicle/favourites";
import { SaveCarControl } from "@/components/watchlist/save-car-control";
import { PriceDisplay } from "./price-display";

type Props = {
  car: CarSummary;
  site: Site;
  /** Cards in the first visible row load at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** The time tags such as 'just arrived' are judged against; one per request, so cards agree. */
  now?: Date;
};

/** One car in a grid: photo with its location and tag, name, key facts, price and finance estimate; the whole card links to the car. */
export function CarCard({ car, site, eager = false, now = new Date() }: Props) {
  const { config } = site;
  const display = priceDisplay(car, config);
  const location = car.locationName || car.city;
  const facts = [String(car.year), `${formatWholeNumber(car.km)} km`, car.transmission, car.fuel].filter(Boolean);
  const tag = cardTag(car, { ...config, now });
  const sold = tag?.kind === "sold";
  const weeklyEstimate = siteWeeklyEstimate(car.price, config);

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
            className={`size-full object-cover ${sold ? "grayscale-[60%]" : ""}`}
          />
        ) : (
          <p className="flex size-full items-center justify-center text-sm text-ink-muted">Photos coming soon</p>
        )}
        {tag ? <CardTagBadge tag={tag} /> : null}
        {showsFavourite({ ...car, hasImage: Boolean(car.primaryImageUrl) }, config.strictFavourites) ? (
          <SaveCarControl car={favouriteCar(car)} className="absolute top-3 right-3 z-10" />
        ) : null}
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
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-line pt-3">
          <PriceDisplay display={display} priceType={car.priceType} />
          {/* Finance is offered on stock that can still be bought (spec 000 §5). */}
          {!sold && weeklyEstimate !== null ? (
            <p className="shrink-0 text-right text-sm leading-tight">
              <span className="font-bold text-ink">{formatDollars(weeklyEstimate)}/wk</span>
              <span className="block text-xs text-ink-muted">finance estimate</span>
            </p>
          ) : null}
        </div>
        {config.showViewCount && car.views > 0 ? (
          <p className="flex items-center gap-1 text-xs text-ink-muted">
            <EyeIcon />
            {formatWholeNumber(car.views)} {car.views === 1 ? "view" : "views"}
          </p>
        ) : null}
      </div>
    </article>
  );
}

const TAG_TEXT: Record<Exclude<CardTag["kind"], "sold" | "fuel" | "custom">, string> = {
  reserved: "RESERVED",
  certified: "Toyota Certified",
  "coming-soon": "COMING SOON",
  "just-arrived": "Just arrived",
};

/** Spec 000 §4 card tag; the sold tag in black so it never reads as an offer. */
function CardTagBadge({ tag }: { tag: CardTag }) {
  const text = tag.kind === "sold" || tag.kind === "fuel" || tag.kind === "custom" ? tag.text : TAG_TEXT[tag.kind];
  const tone = tag.kind === "sold" ? "bg-neutral-900 text-white" : tag.kind === "certified" ? "bg-white text-neutral-900 ring-1 ring-neutral-300" : "";
  return <p className={`badge absolute top-3 left-3 ${tone}`}>{text}</p>;
}

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 shrink-0" fill="currentColor">
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.3 5.2 10.2 5.5 10.5a.7.7 0 0 0 1 0C10.8 17.7 16 11.8 16 7.5a6 6 0 0 0-6-6Zm0 8.3a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6Z" />
    </svg>
  );
}

function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
      <path d="M10 4C5.5 4 2.3 7.3 1.2 9.6a1 1 0 0 0 0 .8C2.3 12.7 5.5 16 10 16s7.7-3.3 8.8-5.6a1 1 0 0 0 0-.8C17.7 7.3 14.5 4 10 4Zm0 9.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z" />
    </svg>
  );
}
