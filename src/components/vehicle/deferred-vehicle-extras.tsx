"use client";

import { deferred } from "@/components/ui/deferred";

/**
 * Vehicle-page extras that exist only with JavaScript (the view counter fetches its count; the recently
 * viewed record writes to localStorage; the sticky header and the phone's bottom bar stay hidden until a
 * script shows them): their code loads beside the page, not in its first load.
 */
export const DeferredViewCounter = deferred(() => import("./view-counter").then((module) => module.ViewCounter));
export const DeferredRecordViewedCar = deferred(() => import("./record-viewed-car").then((module) => module.RecordViewedCar));
export const DeferredStickyHeader = deferred(() => import("./sticky-header").then((module) => module.StickyHeader));
export const DeferredMobileActionBar = deferred(() => import("./mobile-action-bar").then((module) => module.MobileActionBar));
