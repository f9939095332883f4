"use client";

import Link from "next/link";
import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";
import type { CarCardView } from "@/domain/vehicle/car-card-view";
import { favouriteCar } from "@/domain/vehicle/favourites";
import { HyphenatedName } from "@/components/ui/hyphenated-name";
import { SaveCarControl } from "@/components/watchlist/save-car-control";
import { CompareCarControl } from "@/components/compare/compare-car-control";
import { PriceDisplay } from "@/components/pricing/price-display";

type Props = {
  card: CarCardView;
  /** Cards in the first visible row load at once; the rest wait until scrolled near. */
  eager?: boolean;
};

/**
 * One car in a grid: photo with its location and tag, name, key facts, price and finance estimate, its buttons; the
 * rest of the card links to the car. A client component for its weight (it holds the save control too): a page of two dozen cards
 * as server markup would travel again in the RSC payload, where the card's view is a few hundred bytes (decision 019).
 */
export function CarCard({ card, eager = false }: Props) {
  const sold = card.tag?.tone === "sold";
  return (
    <article className="card h-full">
      <div className="card-photo">
        {card.imageUrl ? (
          // A plain img: the photos are our own SVG renders, which the image optimiser passes through
          // untouched, and a plain element ships no client code.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={card.imageUrl}
            alt=""
            width={1200}
            height={800}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            decoding="async"
            className={sold ? "grayscale-[60%]" : undefined}
          />
        ) : (
          <p className="card-no-photo">Photos coming soon</p>
        )}
        {card.tag ? <p className={card.tag.tone ? `badge card-tag card-tag-${card.tag.tone}` : "badge card-tag"}>{card.tag.text}</p> : null}
        {card.favourite ? (
          <SaveCarControl car={favouriteCar({ ...card, primaryImageUrl: card.imageUrl })} className="absolute top-3 right-3 z-10" />
        ) : null}
        {card.location ? (
          <p className="card-location">
            <span className="sr-only">Located at </span>
            {card.location}
          </p>
        ) : null}
      </div>
      <div className="card-body">
        <h3>
          <Link href={`/cars/${card.slug}`} prefetch={false}>
            <HyphenatedName text={card.name} />
          </Link>
        </h3>
        <p>{card.facts}</p>
        <div className="card-price">
          <PriceDisplay display={card.price} priceType={card.priceType} />
          {card.weeklyEstimate !== null ? (
            <p className="card-weekly">
              <b>{formatDollars(card.weeklyEstimate)}/wk</b>
              <span>finance estimate</span>
            </p>
          ) : null}
        </div>
        {card.views !== null ? (
          <p className="card-views">
            {formatWholeNumber(card.views)} {card.views === 1 ? "view" : "views"}
          </p>
        ) : null}
        {card.favourite ? <CompareCarControl carId={card.id} carName={card.name} /> : null}
        <div className="card-actions">
          {card.actions.map((action, index) => (
            <a key={action.href} href={action.href} className={index === 0 ? "btn btn-accent" : "btn btn-outline"}>
              {action.label}
            </a>
          ))}
        </div>
      </div>
    </article>
  );
}
