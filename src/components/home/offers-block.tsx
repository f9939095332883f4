import Link from "next/link";
import { OfferCard } from "@/components/offers/offer-card";
import type { OfferView } from "@/domain/offers/offer-view";

/** The first few of the site's current offers on the home page, with a link to all of them; nothing when there are none. */
export function OffersBlock({ offers, total }: { offers: readonly OfferView[]; total: number }) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="offers-block-title" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="offers-block-title" className="section-title">
          Special Offers
        </h2>
        <Link href="/special-offers" prefetch={false} className="text-link">
          View all {total} offers
        </Link>
      </div>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
