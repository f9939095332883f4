"use client";

import { useId, useState, type ReactNode } from "react";

type Props = {
  /** The collapsed text (already cut to its limit). */
  short: string;
  /** The whole text, shown expanded and, without JavaScript, from the start. */
  children: ReactNode;
  moreLabel: string;
  lessLabel: string;
  /** Read after the label by screen readers, so several toggles on a page are told apart ("about the HiLux"). */
  context?: string;
  className?: string;
};

/** Spec 001 §4: "Description, disclaimer and review text each toggle between collapsed and expanded ('View more/less', 'View less disclaimer/full disclaimer')." */
export function ClippedText({ short, children, moreLabel, lessLabel, context, className }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={className}>
      <div id={id}>
        {open ? (
          children
        ) : (
          <>
            <p className="noscript:hidden">{short}</p>
            <div className="hidden noscript:block">{children}</div>
          </>
        )}
      </div>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)} className="mt-1 font-semibold text-brand-link underline underline-offset-2 noscript:hidden">
        {open ? lessLabel : moreLabel}
        {context ? <span className="sr-only"> {context}</span> : null}
      </button>
    </div>
  );
}
