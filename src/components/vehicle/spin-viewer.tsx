"use client";

import { useEffect, useRef, useState } from "react";
import type { Hotspot } from "@/domain/vehicle/vehicle-media";
import { hotspotsOnFrame, nextSpinFrame, SPIN_AUTOROTATE_MS, spinFrameAfterDrag } from "@/domain/vehicle/spin";
import { PauseIcon, PlayIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { HotspotMarker } from "./hotspot-marker";

type Props = { frames: string[]; hotspots: Hotspot[]; carName: string };

/**
 * Spec 000 §4/§9: the 360° spin loads every frame before it can turn (with a loading indicator), turns
 * one frame per 20 px dragged, with the arrow keys, and can autorotate every 100 ms, looping.
 */
export function SpinViewer({ frames, hotspots, carName }: Props) {
  const [loaded, setLoaded] = useState(0);
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(false);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const ready = loaded >= frames.length;

  useEffect(() => {
    let cancelled = false;
    const images = frames.map((src) => {
      const image = new Image();
      const done = () => !cancelled && setLoaded((count) => count + 1);
      image.onload = done;
      image.onerror = done;
      image.src = src;
      return image;
    });
    return () => {
      cancelled = true;
      for (const image of images) image.onload = image.onerror = null;
    };
  }, [frames]);

  useEffect(() => {
    if (!playing || !ready) return;
    const timer = window.setInterval(() => setFrame((current) => nextSpinFrame(current, 1, frames.length, true) ?? 0), SPIN_AUTOROTATE_MS);
    return () => window.clearInterval(timer);
  }, [playing, ready, frames.length]);

  const step = (by: 1 | -1) => setFrame((current) => nextSpinFrame(current, by, frames.length, true) ?? current);

  if (!ready) {
    return (
      <div className="relative size-full">
        {/* eslint-disable-next-line @next/next/no-img-element -- the first frame shows while the rest load (and without JavaScript) */}
        <img src={frames[0]} alt={`${carName}, 360° view`} width={1200} height={800} fetchPriority="high" className="size-full object-cover" />
        <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/70 text-ink noscript:hidden">
          <Spinner className="size-8" />
          <p className="text-sm font-semibold">Loading 360° view… {Math.round((loaded / frames.length) * 100)}%</p>
        </div>
      </div>
    );
  }

  return (
    <div className="relative size-full">
      <div
        role="slider"
        tabIndex={0}
        aria-label={`360° view of the ${carName}: drag or use the arrow keys to turn`}
        aria-valuemin={1}
        aria-valuemax={frames.length}
        aria-valuenow={frame + 1}
        aria-valuetext={`Angle ${frame + 1} of ${frames.length}`}
        data-frame={frame}
        className="size-full cursor-grab touch-pan-y select-none active:cursor-grabbing"
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") step(1);
          else if (event.key === "ArrowLeft") step(-1);
          else return;
          event.preventDefault();
          setPlaying(false);
        }}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, frame };
          event.currentTarget.setPointerCapture(event.pointerId);
          setPlaying(false);
        }}
        onPointerMove={(event) => {
          if (drag.current) setFrame(spinFrameAfterDrag(drag.current.frame, event.clientX - drag.current.x, frames.length));
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- frames are preloaded above; swapping src is the spin */}
        <img src={frames[frame]} alt="" width={1200} height={800} draggable={false} className="pointer-events-none size-full object-cover" />
      </div>
      {hotspotsOnFrame(hotspots, frame).map(({ hotspot, x, y }) => (
        <HotspotMarker key={hotspot.id} x={x} y={y} number={hotspots.indexOf(hotspot) + 1} description={hotspot.description} />
      ))}
      <button
        type="button"
        onClick={() => setPlaying((value) => !value)}
        aria-pressed={playing}
        className="absolute bottom-3 left-3 inline-flex items-center gap-2 rounded-full bg-black/75 px-3 py-2 text-sm font-semibold text-white hover:bg-black"
      >
        {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
        {playing ? "Stop rotating" : "Rotate"}
      </button>
      <p aria-hidden="true" className="pointer-events-none absolute bottom-3 left-1/2 hidden -translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-xs text-white sm:block">
        ⟵ Drag to turn ⟶
      </p>
    </div>
  );
}
