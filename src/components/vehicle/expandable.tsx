"use client";

import { useId, useState } from "react";

type Props = {
  children: React.ReactNode;
  /** Starts collapsed; without JavaScript everything is shown. */
  collapsed: boolean;
  moreLabel?: string;
  lessLabel?: string;
};

/** Text clipped to a few lines with a show more / show less toggle (spec 000 §4 dealer comments). */
export function Expandable({ children, collapsed, moreLabel = "Show more", lessLabel = "Show less" }: Props) {
  const [open, setOpen] = useState(!collapsed);
  const id = useId();
  return (
    <div>
      <div id={id} className={open ? "" : "relative max-h-48 overflow-hidden noscript:max-h-none"}>
        {children}
        {open ? null : <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white noscript:hidden" />}
      </div>
      {collapsed ? (
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)} className="mt-3 font-semibold text-brand-link underline underline-offset-2 noscript:hidden">
          {open ? lessLabel : moreLabel}
        </button>
      ) : null}
    </div>
  );
}
