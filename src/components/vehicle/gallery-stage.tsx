"use client";

import { useEffect, useRef } from "react";
import { ChevronLeft, ChevronRight, ExpandIcon } from "@/components/ui/icons";
import { viewerPhotoUrls, type ViewerPhoto } from "@/domain/vehicle/viewer-model";
import { PRIORITY_IMAGES, STAGE_SIZES, THUMBNAILS_AFTER, type ViewerSlide } from "./viewer-types";
import { VideoView } from "./video-view";

type Props = {
  carName: string;
  slides: ViewerSlide[];
  index: number;
  onIndex(index: number): void;
  onFullscreen(): void;
};

/**
 * The photo strip: a horizontal scroll-snap list, so it swipes and scrolls without JavaScript (each
 * thumbnail is a link to its photo's anchor); with JavaScript the arrows and thumbnails move it and
 * the index follows the scroll position.
 */
export function GalleryStage({ carName, slides, index, onIndex, onFullscreen }: Props) {
  const strip = useRef<HTMLUListElement>(null);
  const settle = useRef<number | undefined>(undefined);
  /** Where a scroll this component started is heading: until it gets there, the scroll position is not the index. */
  const aiming = useRef<number | null>(null);
  useEffect(() => () => window.clearTimeout(settle.current), []);
  const photoCount = slides.filter((s) => s.kind === "photo").length;

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const target = index * element.clientWidth;
    if (Math.abs(element.scrollLeft - target) <= 2) return;
    aiming.current = target;
    element.scrollTo({ left: target, behavior: "smooth" });
  }, [index]);

  const show = (next: number) => onIndex((next + slides.length) % slides.length);

  return (
    <div>
      <div className="relative overflow-hidden rounded-card bg-neutral-100">
        <ul
          ref={strip}
          aria-label={`Photos of the ${carName}`}
          tabIndex={0}
          onScroll={(event) => {
            // The index follows a swipe once the strip comes to rest, not mid-way through a smooth scroll.
            const element = event.currentTarget;
            window.clearTimeout(settle.current);
            settle.current = window.setTimeout(() => {
              // A smooth scroll that pauses on a slow phone must not set the index to a photo it passes.
              if (aiming.current !== null) {
                if (Math.abs(element.scrollLeft - aiming.current) <= 2) aiming.current = null;
                return;
              }
              const current = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
              if (current !== index) onIndex(current);
            }, 150);
          }}
          onPointerDown={() => (aiming.current = null)}
          onWheel={() => (aiming.current = null)}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") show(index + 1);
            else if (event.key === "ArrowLeft") show(index - 1);
            else return;
            event.preventDefault();
          }}
          className="flex aspect-[3/2] snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((slide, i) => (
            <li key={i} id={`photo-${i + 1}`} className="gallery-slide" aria-label={`${i + 1} of ${slides.length}`} aria-roledescription="slide">
              {slide.kind === "photo" ? (
                // eslint-disable-next-line @next/next/no-img-element -- srcset from the one image-URL builder; see ResponsiveImage notes in docs
                <img
                  {...stageSources(slide.photo)}
                  sizes={STAGE_SIZES}
                  alt={slide.photo.alt}
                  width={1200}
                  height={800}
                  loading={i < PRIORITY_IMAGES ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : i < PRIORITY_IMAGES ? "auto" : "low"}
                  decoding={i === 0 ? "sync" : "async"}
                  draggable={false}
                  onClick={onFullscreen}
                  className="cursor-zoom-in"
                />
              ) : i === index ? (
                <VideoView playback={slide.playback} title={`Video of the ${carName}`} />
              ) : (
                <div className="flex size-full items-center justify-center bg-neutral-900 text-white">Video</div>
              )}
            </li>
          ))}
        </ul>
        {slides.length > 1 ? (
          <>
            <button type="button" onClick={() => show(index - 1)} aria-label="Previous photo" className="absolute top-1/2 left-3 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow-md hover:bg-white sm:inline-flex">
              <ChevronLeft className="size-6" />
            </button>
            <button type="button" onClick={() => show(index + 1)} aria-label="Next photo" className="absolute top-1/2 right-3 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow-md hover:bg-white sm:inline-flex">
              <ChevronRight className="size-6" />
            </button>
          </>
        ) : null}
        <p className="pointer-events-none absolute bottom-3 left-3 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white" aria-live="polite">
          {index + 1} / {slides.length}
        </p>
        <button type="button" onClick={onFullscreen} className="absolute right-3 bottom-3 inline-flex items-center gap-2 rounded-full bg-black/75 px-3 py-2 text-sm font-semibold text-white hover:bg-black noscript:hidden">
          <ExpandIcon className="size-4" />
          View all {photoCount} photos
        </button>
      </div>
      {slides.length > THUMBNAILS_AFTER ? (
        <ul aria-label="Thumbnails" className="mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
          {slides.map((slide, i) => (
            <li key={i} className="gallery-thumb">
              <a
                href={`#photo-${i + 1}`}
                aria-label={slide.kind === "photo" ? `Show photo ${i + 1}` : "Show the video"}
                onClick={(event) => {
                  event.preventDefault();
                  onIndex(i);
                }}
                aria-current={i === index ? "true" : undefined}
              >
                {slide.kind === "photo" ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a 240 px WebP from the image-URL builder
                  <img src={viewerPhotoUrls(slide.photo).thumb} alt="" width={240} height={160} loading="lazy" />
                ) : (
                  <span className="flex aspect-[3/2] w-full items-center justify-center bg-neutral-900 text-xs font-semibold text-white">▶ Video</span>
                )}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function stageSources(photo: ViewerPhoto): { src: string; srcSet: string } {
  const { src, srcSet } = viewerPhotoUrls(photo);
  return { src, srcSet };
}
