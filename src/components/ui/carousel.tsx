"use client";

import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from "./icons";
import { useReducedMotion } from "./use-reduced-motion";

type Props = {
  /** The region's accessible name, e.g. "Customer reviews". */
  label: string;
  /** What one slide is called in its "3 of 10" label and the buttons: "review", "promotion". */
  itemName: string;
  startIndex: number;
  autoRotateMs: number;
  /** `cards`: three to a row on wide screens, one and a bit on phones; `banner`: one full-width slide. */
  variant: "cards" | "banner";
  children: ReactNode;
};

const SLIDE_WIDTH = { cards: "w-[85%] sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]", banner: "w-full" } as const;

/**
 * The carousel pattern (WAI-ARIA APG): a labelled region of slides with previous and next buttons (disabled
 * at the ends) and a rotation control. It rotates every `autoRotateMs` unless the shopper hovers over it,
 * focuses inside it, stops it, or prefers reduced motion. Clicking a slide selects it. Without JavaScript it
 * is a horizontally scrolling list: every slide is there to read, and the buttons are hidden.
 */
export function Carousel({ label, itemName, startIndex, autoRotateMs, variant, children }: Props) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(Math.min(startIndex, Math.max(0, count - 1)));
  // "auto" follows the shopper's motion setting until they press the rotation control.
  const [choice, setChoice] = useState<"auto" | "playing" | "stopped">("auto");
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const playing = choice === "playing" || (choice === "auto" && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const programmatic = useRef(false);
  const trackId = useId();

  const rotating = playing && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), autoRotateMs);
    return () => window.clearInterval(timer);
  }, [rotating, autoRotateMs, count]);

  // Bring the selected slide to the middle of the track (the start, at the first slides).
  useEffect(() => {
    const track = trackRef.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (!track || !slide) return;
    const maxLeft = track.scrollWidth - track.clientWidth;
    const left = Math.min(maxLeft, Math.max(0, slide.offsetLeft - (track.clientWidth - slide.clientWidth) / 2));
    if (Math.abs(track.scrollLeft - left) < 1) return;
    programmatic.current = true;
    track.scrollTo({ left, behavior: reducedMotion ? "auto" : "smooth" });
  }, [index, reducedMotion]);

  // A swipe or scroll by the shopper selects the slide nearest the middle.
  const onScrollEnd = useCallback(() => {
    if (programmatic.current) {
      programmatic.current = false;
      return;
    }
    const track = trackRef.current;
    if (!track) return;
    const middle = track.scrollLeft + track.clientWidth / 2;
    let nearest = 0;
    Array.from(track.children).forEach((child, i) => {
      const el = child as HTMLElement;
      const best = track.children[nearest] as HTMLElement;
      if (Math.abs(el.offsetLeft + el.clientWidth / 2 - middle) < Math.abs(best.offsetLeft + best.clientWidth / 2 - middle)) nearest = i;
    });
    setIndex(nearest);
  }, []);

  const buttonClass = "inline-flex size-11 items-center justify-center rounded-full border-2 border-current bg-white text-ink disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={hydrated || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mb-3 flex items-center justify-end gap-2 noscript:hidden">
        <button type="button" className={buttonClass} onClick={() => setChoice(playing ? "stopped" : "playing")} aria-label={playing ? `Stop automatic ${itemName} rotation` : `Start automatic ${itemName} rotation`}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className={buttonClass} aria-controls={trackId} aria-label={`Previous ${itemName}`} disabled={index === 0} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
          <ChevronLeft />
        </button>
        <button type="button" className={buttonClass} aria-controls={trackId} aria-label={`Next ${itemName}`} disabled={index === count - 1} onClick={() => setIndex((i) => Math.min(count - 1, i + 1))}>
          <ChevronRight />
        </button>
      </div>
      {/* Focusable so the list scrolls from the keyboard without JavaScript too. */}
      <div
        id={trackId}
        ref={trackRef}
        role="group"
        aria-label={`${label}: slides`}
        aria-live={rotating ? "off" : "polite"}
        onScrollEnd={onScrollEnd}
        tabIndex={0}
        className="relative flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4 [scrollbar-width:thin]"
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            data-active={i === index || undefined}
            onClick={() => setIndex(i)}
            className={`${SLIDE_WIDTH[variant]} shrink-0 snap-center data-active:*:border-brand-accent`}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
