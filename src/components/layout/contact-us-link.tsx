"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import type { LeadFormSetup } from "@/domain/leads/lead-form-config";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";

/** Loaded on first intent (hover, focus or click): every page carries this link, none carries the form. */
const loadDialog = () => import("@/components/forms/email-us-dialog");
const EmailUsDialog = lazy(loadDialog);

/**
 * The header's Contact Us control (spec 001 §2): a link to /contact, which JavaScript turns into a button
 * opening the 'Email Us' dialog. A click with a modifier key keeps the link's own behaviour (a new tab).
 */
export function ContactUsLink({ setup, className, children }: { setup: LeadFormSetup; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A plain anchor: next/link here would put a second copy of Link in the layout's first-load chunk. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a
        href="/contact"
        className={className}
        {...preloadOnIntent(loadDialog)}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <EmailUsDialog setup={setup} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
