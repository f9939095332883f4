import { LOCATION_CARD_IMAGE_HEIGHT_PX } from "@/domain/locations/location-block";
import type { LocationView } from "@/domain/locations/location-view";
import { PhoneIcon, PinIcon } from "@/components/ui/icons";
import { GoogleRating } from "./google-rating";
import { OpenStatusBadge } from "./open-status-badge";

type Props = { view: LocationView; headingLevel?: "h2" | "h3"; /** How far it is from where the shopper searched (the dealer locator). */ distance?: string };

/**
 * One location in a grid or the Our Locations carousel (spec 001 §2): photo (150 px high, §9), name, open
 * status, address, phone and rating, with View Location, View Our Stock and Get Directions.
 */
export function LocationCard({ view, headingLevel: Heading = "h3", distance }: Props) {
  return (
    <article className="card h-full" aria-labelledby={`card-${view.slug}`}>
      {view.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own resized photo; a plain img ships no client code
        <img src={view.imageUrl} alt="" width={640} height={LOCATION_CARD_IMAGE_HEIGHT_PX} loading="lazy" decoding="async" style={{ height: LOCATION_CARD_IMAGE_HEIGHT_PX }} className="w-full bg-neutral-100 object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <Heading id={`card-${view.slug}`} className="text-lg leading-snug">
            <a href={view.links.page} className="hover:underline">
              {view.name}
            </a>
          </Heading>
          {distance ? <p className="mt-1 text-sm font-bold text-ink">{distance} away</p> : null}
          {view.status ? <div className="mt-1"><OpenStatusBadge status={view.status} /></div> : null}
        </div>
        <address className="flex gap-2 text-sm not-italic">
          <PinIcon className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          <span>
            {view.addressLines[0]}
            <br />
            {view.addressLines[1]}
          </span>
        </address>
        {view.phone ? (
          <p className="flex items-center gap-2 text-sm">
            <PhoneIcon className="size-4 shrink-0 text-ink-muted" />
            <a href={view.phone.href} className="text-link">
              {view.phone.display}
            </a>
          </p>
        ) : null}
        {view.rating ? <GoogleRating rating={view.rating} /> : null}
        <p className="text-sm">
          <a href={view.links.directions} target="_blank" rel="noopener noreferrer" className="text-link">
            Get Directions<span className="sr-only"> to {view.name} (opens in a new tab)</span>
          </a>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <a href={view.links.page} className="btn btn-accent grow text-sm">
            View Location<span className="sr-only"> {view.name}</span>
          </a>
          <a href={view.links.stock} className="btn btn-outline grow text-sm text-ink">
            View Our Stock<span className="sr-only"> at {view.name}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
