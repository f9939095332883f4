"use client";

import { useEffect, useState } from "react";

/** Spec 000 §2/§9: "Sticky header after scrolling 500 px". */
export const STICKY_HEADER_AFTER_PX = 500;

/** A bar pinned to the top once the page has scrolled 500 px; its content is rendered on the server. */
export function StickyHeader({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY >= STICKY_HEADER_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <div
      data-testid="vehicle-sticky-header"
      aria-hidden={!shown}
      inert={!shown}
      className={`fixed inset-x-0 top-0 z-40 border-b border-line bg-white text-ink shadow-md transition-transform duration-200 ${shown ? "translate-y-0" : "-translate-y-full"}`}
    >
      {children}
    </div>
  );
}
