import type { OfferView } from "@/domain/offers/offer-view";
import { OfferActions } from "./offer-actions";
import { OfferDescription, OfferDisclaimer } from "./offer-texts";

/** Spec 001 §2 offer card: image, name (linking to the offer page), description, disclaimer and the three actions. */
export function OfferCard({ offer, eager = false, headingLevel = 2 }: { offer: OfferView; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `offer-${offer.id}-name`;
  return (
    <article aria-labelledby={headingId} className="card h-full">
      <div className="relative aspect-[25/12] bg-neutral-50">
        {offer.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={offer.imageUrl} alt="" width={500} height={240} loading={eager ? "eager" : "lazy"} decoding="async" className="size-full object-contain p-2" />
        ) : null}
        {offer.category ? <span className="badge absolute top-3 left-3">{offer.category}</span> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading id={headingId} className="text-xl leading-snug">
          <a href={offer.href} className="hover:underline">
            {offer.name}
          </a>
        </Heading>
        {offer.endsOnText ? <p className="text-sm font-semibold">Ends {offer.endsOnText}</p> : null}
        <div className="text-sm">
          <OfferDescription plain={offer.descriptionText} html={offer.descriptionHtml} offerName={offer.name} />
        </div>
        {offer.disclaimer ? <OfferDisclaimer text={offer.disclaimer} /> : null}
        <div className="mt-auto pt-2">
          <OfferActions enquireHref={`${offer.href}#enquire`} model={offer.model} offerName={offer.name} />
        </div>
      </div>
    </article>
  );
}
