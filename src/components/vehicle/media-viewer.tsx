"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { ViewerView } from "@/domain/vehicle/vehicle-media";
import { ExpandIcon } from "@/components/ui/icons";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";
import { GalleryStage } from "./gallery-stage";
import { HotspotMarker } from "./hotspot-marker";
import { SpinViewer } from "./spin-viewer";
import { VideoView } from "./video-view";
import { VIEW_LABELS, type ViewerProps } from "./viewer-types";

/** The fullscreen dialog loads when the shopper reaches for the viewer, not with the page (the vehicle page's JS budget). */
const loadFullscreenGallery = () => import("./fullscreen-gallery");
const FullscreenGallery = lazy(() => loadFullscreenGallery().then((module) => ({ default: module.FullscreenGallery })));

/**
 * Spec 000 §2/§4 view switcher: spin, walkaround, gallery, interior and video, starting on the site's
 * default view. Leaving the gallery resets its index.
 */
export function MediaViewer(props: ViewerProps) {
  const { carName, slides, views } = props;
  const [view, setView] = useState<ViewerView>(props.initialView);
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [fullscreenUsed, setFullscreenUsed] = useState(false);
  const openFullscreen = () => {
    setFullscreenUsed(true);
    setFullscreen(true);
  };
  // Marks the page as interactive for tests and for styles that differ once JavaScript runs.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, on mount
    setEnhanced(true);
  }, []);

  const choose = (next: ViewerView) => {
    if (next === "video") {
      setView("gallery");
      setIndex(props.videoSlide ?? 0);
      return;
    }
    if (next !== "gallery") setIndex(0);
    setView(next);
  };
  const shown: ViewerView = view;
  const photoCount = slides.filter((slide) => slide.kind === "photo").length;
  const onVideo = shown === "gallery" && props.videoSlide !== null && index === props.videoSlide;
  const current: ViewerView = onVideo ? "video" : shown;

  return (
    <div className="min-w-0" data-enhanced={enhanced} {...preloadOnIntent(loadFullscreenGallery)}>
      {views.length > 1 ? (
        <div role="group" aria-label="Choose a view" className="mb-3 flex noscript:hidden gap-1 overflow-x-auto rounded-button bg-neutral-100 p-1 text-ink">
          {views.map((option) => {
            const active = option === current;
            return (
              <button
                key={option}
                type="button"
                aria-pressed={active}
                onClick={() => choose(option)}
                className={`min-h-10 flex-1 rounded-button px-3 text-sm font-semibold whitespace-nowrap ${active ? "bg-white shadow-sm" : "text-ink-muted hover:text-ink"}`}
              >
                {VIEW_LABELS[option]}
              </button>
            );
          })}
        </div>
      ) : null}

      {shown === "gallery" ? (
        <GalleryStage carName={carName} slides={slides} index={index} onIndex={setIndex} onFullscreen={openFullscreen} />
      ) : (
        <div className="relative aspect-[3/2] overflow-hidden rounded-card bg-neutral-100">
          {photoCount > 0 ? (
            <button type="button" onClick={openFullscreen} className="absolute top-3 right-3 z-20 inline-flex items-center gap-2 rounded-full bg-black/75 px-3 py-2 text-sm font-semibold text-white hover:bg-black noscript:hidden">
              <ExpandIcon className="size-4" />
              View all {photoCount} photos
            </button>
          ) : null}
          {shown === "spin" ? <SpinViewer frames={props.spinFrames} hotspots={props.exteriorHotspots} carName={carName} /> : null}
          {shown === "walkaround" && props.walkaroundUrl ? <VideoView playback={{ kind: "native", src: props.walkaroundUrl }} title={`Walkaround video of the ${carName}`} /> : null}
          {shown === "interior" && props.interiorImage ? (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- the interior drawing */}
              <img src={props.interiorImage} alt={`Interior of the ${carName}`} width={1200} height={800} className="size-full object-cover" />
              {props.interiorHotspots.map((hotspot, i) => {
                const position = hotspot.positions[0]!;
                return <HotspotMarker key={hotspot.id} x={position.posX} y={position.posY} number={i + 1} description={hotspot.description} />;
              })}
            </>
          ) : null}
        </div>
      )}

      {fullscreenUsed ? (
        <Suspense fallback={null}>
          <FullscreenGallery open={fullscreen} carName={carName} slides={slides} index={index} onIndex={setIndex} onClose={() => setFullscreen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
