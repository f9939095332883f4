"use client";

import { useEffect, useState } from "react";

/**
 * Spec 000 §2: the phone's bottom bar "slides in only when the price block is out of view". Watches the
 * element with id `priceBlockId`; hidden on wide screens, where the sidebar stays in view.
 */
export function MobileActionBar({ priceBlockId, children }: { priceBlockId: string; children: React.ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = document.getElementById(priceBlockId);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry ? !entry.isIntersecting : false));
    observer.observe(target);
    return () => observer.disconnect();
  }, [priceBlockId]);
  return (
    <div
      data-testid="vehicle-mobile-bar"
      aria-hidden={!shown}
      inert={!shown}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white p-3 text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.12)] transition-transform duration-200 lg:hidden ${shown ? "translate-y-0" : "translate-y-full"}`}
    >
      {children}
    </div>
  );
}
