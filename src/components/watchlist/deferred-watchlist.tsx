"use client";

import { deferred } from "@/components/ui/deferred";

/** The save control's button and the toast exist only with JavaScript: their code loads beside the page, not in its first load. */
export const DeferredWatchlistToggle = deferred(() => import("./watchlist-toggle").then((module) => module.WatchlistToggle));
export const DeferredWatchlistToaster = deferred(() => import("./watchlist-toaster").then((module) => module.WatchlistToaster));
