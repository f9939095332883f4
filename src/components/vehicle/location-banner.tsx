"use client";

import { useState } from "react";
import { CloseIcon, PinIcon } from "@/components/ui/icons";

/** Spec 000 §2: "Located at {city}" with Get Directions, dismissible (until the page is loaded again). */
export function LocationBanner({ text, directionsHref }: { text: string; directionsHref: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div role="region" aria-label="Vehicle location" className="flex items-center gap-3 rounded-card border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-neutral-900">
      <PinIcon className="size-5 shrink-0 text-amber-700" />
      <p className="flex-1">
        <strong>{text}</strong>
        <span className="hidden text-neutral-700 sm:inline"> — this vehicle is at another of our locations.</span>
      </p>
      <a href={directionsHref} target="_blank" rel="noopener noreferrer" className="font-semibold whitespace-nowrap underline underline-offset-2">
        Get Directions
      </a>
      <button type="button" onClick={() => setDismissed(true)} aria-label="Dismiss location notice" className="-m-2 inline-flex size-10 items-center justify-center rounded-full hover:bg-amber-100 noscript:hidden">
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
