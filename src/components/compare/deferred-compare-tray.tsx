"use client";

import { deferred } from "@/components/ui/deferred";

/** The tray exists only with JavaScript: its code loads beside the page, not in its first load. */
export const DeferredCompareTray = deferred(() => import("./compare-tray").then((module) => module.CompareTray));
