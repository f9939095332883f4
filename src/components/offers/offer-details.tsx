import Link from "next/link";
import type { ReactNode } from "react";
import type { OfferView } from "@/domain/offers/offer-view";
import { OfferActions } from "./offer-actions";
import { OfferDisclaimer } from "./offer-texts";

/** Spec 001 §2 single offer page: name, description, disclaimer, Enquire Now (the form below), Explore {model}, Book A Test Drive. */
export function OfferDetails({ offer, form }: { offer: OfferView; form: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-x-2">
          <li>
            <Link prefetch={false} href="/" className="text-link">Home</Link> /
          </li>
          <li>
            <Link prefetch={false} href="/special-offers" className="text-link">Special Offers</Link> /
          </li>
          <li aria-current="page">{offer.name}</li>
        </ol>
      </nav>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-2">
        <div>
          {offer.category ? <p className="badge">{offer.category}</p> : null}
          <h1 className="mt-3 text-3xl sm:text-4xl">{offer.name}</h1>
          {offer.endsOnText ? <p className="mt-3 font-semibold">Offer ends {offer.endsOnText}</p> : null}
          <div className="offer-text mt-5 text-lg" dangerouslySetInnerHTML={{ __html: offer.descriptionHtml }} />
          <div className="mt-6">
            <OfferActions enquireHref="#enquire" model={offer.model} offerName={offer.name} />
          </div>
        </div>
        {offer.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={offer.imageUrl} alt={offer.model?.name ?? ""} width={1000} height={480} fetchPriority="high" className="aspect-[25/12] w-full rounded-card bg-neutral-50 object-contain" />
        ) : null}
      </div>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-2">
        <div className="lg:order-2">{form}</div>
        {offer.disclaimer ? (
          <section aria-labelledby="offer-disclaimer" className="rounded-card border border-line bg-white p-5 text-ink">
            <h2 id="offer-disclaimer" className="text-lg">
              Offer terms
            </h2>
            <div className="mt-2">
              <OfferDisclaimer text={offer.disclaimer} />
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
