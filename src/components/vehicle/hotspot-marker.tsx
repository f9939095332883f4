"use client";

import { useState } from "react";

/** A numbered point on a photo; pressing it shows what the dealer noted there. */
export function HotspotMarker({ x, y, number, description }: { x: number; y: number; number: number; description: string }) {
  const [open, setOpen] = useState(false);
  const below = y < 50;
  return (
    <div className="absolute z-10 -translate-x-1/2 -translate-y-1/2" style={{ left: `${x}%`, top: `${y}%` }}>
      <button
        type="button"
        aria-expanded={open}
        aria-label={`Feature ${number}: ${description}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen((value) => !value);
        }}
        onPointerDown={(event) => event.stopPropagation()}
        className="flex size-8 items-center justify-center rounded-full border-2 border-white bg-brand-accent text-sm font-bold text-brand-accent-text shadow-lg ring-4 ring-black/20"
      >
        {number}
      </button>
      {open ? (
        <p role="status" className={`absolute left-1/2 w-48 -translate-x-1/2 rounded bg-neutral-900 px-3 py-2 text-center text-sm text-white shadow-xl ${below ? "top-10" : "bottom-10"}`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
