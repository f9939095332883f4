"use client";

import { useEffect, useRef, useState } from "react";
import type { MapTiles } from "@/domain/location/map-tiles";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import type { MapPoint } from "./map-point";

type Props = {
  points: readonly MapPoint[];
  tiles: MapTiles;
  /** The map region's accessible name. */
  label: string;
  heightPx: number;
  /** Shown when the map cannot load; omit where the page's list of locations says enough. */
  failureNote?: string;
};

type MapState = "waiting" | "loading" | "ready" | "failed";

/**
 * A map of locations (decision 008). Leaflet and its tiles load only when the map comes near the screen; until
 * the first tile is drawn the map takes no room and cannot be seen, and if no tile can be fetched (no tile
 * server reachable, offline) it is removed, leaving the page's list with its directions links. Without
 * JavaScript nothing renders here at all.
 */
export function LocationMap({ points, tiles, label, heightPx, failureNote }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root, 400);
  const [state, setState] = useState<MapState>("waiting");

  useEffect(() => {
    if (!near || !canvas.current || points.length === 0) return;
    let cancelled = false;
    let map: { remove(): void } | null = null;
    setState("loading");
    import("./leaflet-map").then(
      ({ mountLeafletMap }) => {
        if (cancelled || !canvas.current) return;
        map = mountLeafletMap(canvas.current, { points, tiles, onReady: () => setState("ready"), onFail: () => setState("failed") });
      },
      () => setState("failed"),
    );
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [near, points, tiles]);

  if (state === "failed") {
    return failureNote ? (
      <p role="status" data-map-state="failed" className="text-sm text-ink-muted">
        {failureNote}
      </p>
    ) : (
      <div data-map-state="failed" hidden />
    );
  }
  const shown = state === "ready";
  return (
    <div ref={root} data-map-state={state} className={shown ? "" : "relative h-0"}>
      <div
        ref={canvas}
        role="region"
        aria-label={label}
        aria-hidden={shown ? undefined : true}
        style={{ height: heightPx }}
        className={`z-0 w-full overflow-hidden rounded-card border border-line bg-neutral-100 ${shown ? "" : "invisible absolute inset-x-0 top-0"}`}
      />
    </div>
  );
}
