"use client";

import { deferred } from "@/components/ui/deferred";

/** The compare button and the tray exist only with JavaScript: their code loads beside the page, not in its first load. */
export const DeferredCompareToggle = deferred(() => import("./compare-toggle").then((module) => module.CompareToggle));
export const DeferredCompareTray = deferred(() => import("./compare-tray").then((module) => module.CompareTray));
