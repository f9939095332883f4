import type { LocationView } from "@/domain/locations/location-view";
import { PhoneIcon, PinIcon } from "@/components/ui/icons";
import { GoogleRating } from "./google-rating";

/**
 * A location's address with Get Directions, phone, Google rating and licence numbers (spec 001 §2 location
 * detail page; §3 dealer_license_number, motor_vehicle_repairer).
 */
export function LocationContact({ view }: { view: LocationView }) {
  return (
    <div className="flex flex-col gap-4">
      <address className="flex gap-2 not-italic">
        <PinIcon className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        <span>
          {view.addressLines[0]}
          <br />
          {view.addressLines[1]}
        </span>
      </address>
      <p>
        <a href={view.links.directions} target="_blank" rel="noopener noreferrer" className="btn btn-accent">
          Get Directions<span className="sr-only"> to {view.name} (opens in a new tab)</span>
        </a>
      </p>
      {view.phone ? (
        <p className="flex items-center gap-2">
          <PhoneIcon className="size-5 shrink-0 text-ink-muted" />
          <a href={view.phone.href} className="text-link">
            <span className="sr-only">Call </span>
            {view.phone.display}
          </a>
        </p>
      ) : null}
      {view.rating ? <GoogleRating rating={view.rating} /> : null}
      {view.licences.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {view.licences.map((licence) => (
            <div key={licence.label} className="contents">
              <dt className="text-ink-muted">{licence.label}</dt>
              <dd className="font-semibold">{licence.number}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
