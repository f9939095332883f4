"use client";

import { useEffect, useEffectEvent, useRef } from "react";
import { ChevronLeft, ChevronRight, CloseIcon } from "@/components/ui/icons";
import { viewerPhotoUrls, type ViewerPhoto } from "@/domain/vehicle/viewer-model";
import type { ViewerSlide } from "./viewer-types";
import { VideoView } from "./video-view";

type Props = {
  open: boolean;
  carName: string;
  slides: ViewerSlide[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
};

const SWIPE_PX = 40;

/**
 * The fullscreen photo dialog: a native modal <dialog> (the page behind is inert, Escape closes it),
 * arrow keys and buttons move between photos, swipes on touch, focus stays inside (Tab wraps) and
 * returns to the control that opened it.
 */
export function FullscreenGallery({ open, carName, slides, index, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const swipe = useRef<number | null>(null);
  const count = slides.length;
  const go = (by: number) => onIndex((index + by + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // On the document, not the dialog: a click on the photo leaves focus on the body, and the arrows must still work.
  const onArrow = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    go(event.key === "ArrowRight" ? 1 : -1);
  });
  useEffect(() => {
    if (!open) return;
    document.addEventListener("keydown", onArrow);
    return () => document.removeEventListener("keydown", onArrow);
  }, [open]);

  const restoreFocus = () => {
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement) target.focus();
  };

  const slide = slides[index];
  return (
    <dialog
      ref={dialog}
      aria-label={`Photos of the ${carName}`}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-neutral-950 p-0 text-white backdrop:bg-black/90"
      onClose={() => {
        onClose();
        restoreFocus();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>("button, [href], iframe, video[controls]")];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) last?.focus();
        else if (!event.shiftKey && document.activeElement === last) first?.focus();
        else return;
        event.preventDefault();
      }}
      onPointerDown={(event) => (swipe.current = event.pointerType === "mouse" ? null : event.clientX)}
      onPointerUp={(event) => {
        if (swipe.current === null) return;
        const dx = event.clientX - swipe.current;
        swipe.current = null;
        if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
      }}
    >
      {open && slide ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <p className="truncate text-sm font-semibold" aria-live="polite">
              {carName} <span className="ml-2 font-normal text-neutral-300">{index + 1} / {count}</span>
            </p>
            <button type="button" onClick={() => dialog.current?.close()} className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20" aria-label="Close photos">
              <CloseIcon className="size-6" />
            </button>
          </div>
          <div className="relative min-h-0 flex-1 touch-pan-y">
            {slide.kind === "photo" ? (
              // eslint-disable-next-line @next/next/no-img-element -- sized by the image-URL builder's srcset
              <img
                {...fullScreenSources(slide.photo)}
                sizes="100vw"
                alt={slide.photo.alt}
                draggable={false}
                className="size-full object-contain select-none"
              />
            ) : (
              <div className="mx-auto aspect-video max-h-full w-full max-w-6xl">
                <VideoView playback={slide.playback} title={`Video of the ${carName}`} />
              </div>
            )}
            {count > 1 ? (
              <>
                <button type="button" onClick={() => go(-1)} aria-label="Previous photo" className="absolute top-1/2 left-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 hover:bg-black/80 sm:left-4">
                  <ChevronLeft className="size-7" />
                </button>
                <button type="button" onClick={() => go(1)} aria-label="Next photo" className="absolute top-1/2 right-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 hover:bg-black/80 sm:right-4">
                  <ChevronRight className="size-7" />
                </button>
              </>
            ) : null}
          </div>
          <p className="px-4 py-3 text-center text-xs text-neutral-300">Use the arrow keys or swipe to move between photos; Escape closes.</p>
        </div>
      ) : null}
    </dialog>
  );
}

function fullScreenSources(photo: ViewerPhoto): { src: string; srcSet: string } {
  const { fullSrc, fullSrcSet } = viewerPhotoUrls(photo);
  return { src: fullSrc, srcSet: fullSrcSet };
}
