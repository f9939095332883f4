"use client";

import { useState } from "react";
import { phoneClickEvent } from "@/domain/analytics/analytics-events";
import type { CarType } from "@/domain/car/car";
import { maskPhoneNumber } from "@/domain/vehicle/phone-mask";
import { PhoneIcon } from "@/components/ui/icons";
import { track } from "@/components/analytics/track";

type Props = {
  display: string;
  href: string;
  /** Some sites show the number at once (spec 000 §4). */
  showImmediately: boolean;
  reveal: { carSlug: string; carId: number; dealershipId: number; siteId: number };
  carType: CarType;
  label?: string;
  className?: string;
};

/**
 * Spec 000 §4 phone reveal: the digits after the first 5 characters are hidden until clicked; the
 * first click shows the full number and records a reveal ({car_id, dealership_id, website_id}); a
 * click on the shown number calls it (analytics 25). Without JavaScript the link simply dials.
 */
export function PhoneReveal({ display, href, showImmediately, reveal, carType, label = "Call the dealer", className = "btn btn-accent w-full" }: Props) {
  const [revealed, setRevealed] = useState(showImmediately);
  return (
    <a
      href={href}
      className={className}
      data-phone-revealed={revealed ? "true" : "false"}
      onClick={(event) => {
        if (!revealed) {
          event.preventDefault();
          setRevealed(true);
          void fetch(`/cars/${encodeURIComponent(reveal.carSlug)}/phone-reveal`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ car_id: reveal.carId, dealership_id: reveal.dealershipId, website_id: reveal.siteId }),
            keepalive: true,
          }).catch((error: unknown) => console.warn("Phone reveal not recorded", error));
          return;
        }
        track(phoneClickEvent(reveal.carId, carType));
      }}
    >
      <PhoneIcon className="size-5 shrink-0" />
      <span>
        {label}{" "}
        <span className="font-normal whitespace-nowrap tabular-nums">
          {revealed ? display : maskPhoneNumber(display)}
          {revealed ? null : <span className="sr-only"> (show the full number)</span>}
        </span>
      </span>
    </a>
  );
}
