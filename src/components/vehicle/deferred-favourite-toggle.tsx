"use client";

import { deferred } from "@/components/ui/deferred";

/** The favourite control exists only with JavaScript (localStorage): its code loads beside the page, not in its first load. */
export const DeferredFavouriteToggle = deferred(() => import("./favourite-toggle").then((module) => module.FavouriteToggle));
