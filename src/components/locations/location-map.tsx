"use client";

import { useEffect, useRef, useState } from "react";
import { DEFAULT_MAP_ZOOM } from "@/domain/locations/location-block";
import { tileUrlFor, type MapTiles } from "@/domain/locations/map-tiles";
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

type MapState = "pending" | "ready" | "failed";

/** A tile server that answers nothing within this long counts as unreachable. */
const TILE_TIMEOUT_MS = 8_000;

/** Fetches one tile as a picture: true once it arrives, false on an error or no answer in time. */
function tileServerAnswers(url: string, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = window.setTimeout(() => done(false), TILE_TIMEOUT_MS);
    const done = (ok: boolean) => {
      window.clearTimeout(timer);
      image.onload = image.onerror = null;
      resolve(ok);
    };
    image.onload = () => done(true);
    image.onerror = () => done(false);
    signal.addEventListener("abort", () => done(false));
    image.src = url;
  });
}

/**
 * A map of locations (decision 009). When it comes near the screen, one tile is fetched; only if the tile
 * server answers do Leaflet and the rest of the map load. Until the first tile is drawn the map takes no room
 * and cannot be seen; if the server cannot be reached (offline, no tile server) nothing more is fetched and the
 * page keeps its list of locations with their directions links. Without JavaScript nothing renders here.
 */
export function LocationMap({ points, tiles, label, heightPx, failureNote }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root, 400);
  const [state, setState] = useState<MapState>("pending");

  useEffect(() => {
    const first = points[0];
    if (!near || !first) return;
    const aborted = new AbortController();
    let map: { remove(): void } | null = null;
    tileServerAnswers(tileUrlFor(tiles.urlTemplate, first, DEFAULT_MAP_ZOOM), aborted.signal)
      .then(async (answers) => {
        if (!answers) throw new Error("The tile server did not answer");
        const { mountLeafletMap } = await import("./leaflet-map");
        if (aborted.signal.aborted || !canvas.current) return;
        map = mountLeafletMap(canvas.current, { points, tiles, onReady: () => setState("ready"), onFail: () => setState("failed") });
      })
      .catch(() => {
        if (!aborted.signal.aborted) setState("failed");
      });
    return () => {
      aborted.abort();
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
      {near ? (
        <div
          ref={canvas}
          role="region"
          aria-label={label}
          aria-hidden={shown ? undefined : true}
          style={{ height: heightPx }}
          // Positioned in both states: Leaflet keeps a positioned container as it is, and its panes sit inside it.
          className={`z-0 w-full overflow-hidden rounded-card border border-line bg-neutral-100 ${shown ? "relative" : "invisible absolute inset-x-0 top-0"}`}
        />
      ) : null}
    </div>
  );
}
