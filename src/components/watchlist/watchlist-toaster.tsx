"use client";

import Link from "next/link";
import { useEffect, useSyncExternalStore } from "react";
import { TOAST_REMOVAL_DELAY_MS, WATCHLIST_MESSAGES } from "@/domain/watchlist/watchlist-messages";
import { dismissToast, getState, INITIAL_STATE, subscribe } from "./watchlist-store";

/** Spec 000 §8 toasts 'Car Saved In Watchlist' and 'Car Removed', both with 'View List'; one at a time (spec 001 §4). */
export function WatchlistToaster() {
  const { toast } = useSyncExternalStore(subscribe, getState, () => INITIAL_STATE);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_REMOVAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:justify-end">
      {toast ? (
        <div key={toast.id} className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border border-line bg-white p-4 text-ink shadow-lg">
          <div className="min-w-0 flex-1">
            <p className="font-bold">{toast.title}</p>
            <p className="mt-1 text-sm">{toast.text}</p>
            <Link href="/my-garage" prefetch={false} className="text-link mt-2 inline-block text-sm font-semibold">
              {WATCHLIST_MESSAGES.viewList}
            </Link>
          </div>
          <button type="button" onClick={() => dismissToast(toast.id)} className="rounded px-2 py-1 text-sm text-ink-muted hover:text-ink" aria-label="Close">
            ✕
          </button>
        </div>
      ) : null}
    </div>
  );
}
