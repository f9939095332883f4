import type { CarImage } from "@/domain/car/car";

export type HotspotPosition = { activeAngle: number; posX: number; posY: number };
export type Hotspot = { id: string; description: string; positions: HotspotPosition[] };
export type VehicleHotspots = { exterior: Hotspot[]; interior: Hotspot[] };

/** Everything the viewer can show for a car (spec 000 §3 media fields), read by the vehicle query. */
export type VehicleMedia = {
  images: CarImage[];
  spinFrames: string[];
  interiorImage: string | null;
  hotspots: VehicleHotspots;
  /** The stock video (video_url, else external_video_url). */
  videoUrl: string | null;
  /** The first walkaround video. */
  walkaroundUrl: string | null;
};

/** Spec 000 §4: "view state spinner, walkaround, gallery, interior"; video is reached through the gallery's slot. */
export const VIEWER_VIEWS = ["spin", "walkaround", "gallery", "interior", "video"] as const;
export type ViewerView = (typeof VIEWER_VIEWS)[number];

/** Spec 000 §9: "Stock video position default second slot" (1-based). */
export const STOCK_VIDEO_SLOT = 2;

/** The views this car has media for, in the switcher's order. */
export function availableViews(media: VehicleMedia): ViewerView[] {
  const views: ViewerView[] = [];
  if (media.spinFrames.length > 1) views.push("spin");
  if (media.walkaroundUrl) views.push("walkaround");
  if (media.images.length > 0 || media.videoUrl) views.push("gallery");
  if (media.interiorImage) views.push("interior");
  if (media.videoUrl) views.push("video");
  return views;
}

/**
 * Spec 000 §4: "(default gallery on one site, else spinner)" — the site's configured view when the car
 * has it, else the gallery, else whatever the car has.
 */
export function defaultView(available: readonly ViewerView[], configured: ViewerView): ViewerView | null {
  if (available.includes(configured)) return configured;
  if (available.includes("gallery")) return "gallery";
  return available[0] ?? null;
}

export type GallerySlide = { kind: "image"; image: CarImage; photoIndex: number } | { kind: "video"; url: string };

/** The gallery's slides: the photos, with the stock video in its slot (the second by default, or last if fewer photos). */
export function gallerySlides(images: readonly CarImage[], videoUrl: string | null, slot = STOCK_VIDEO_SLOT): GallerySlide[] {
  const slides: GallerySlide[] = images.map((image, photoIndex) => ({ kind: "image", image, photoIndex }));
  if (videoUrl) slides.splice(Math.min(Math.max(slot - 1, 0), slides.length), 0, { kind: "video", url: videoUrl });
  return slides;
}

export const EMBED_PREFIXES = ["https://www.youtube.com/embed/", "https://www.youtube-nocookie.com/embed/", "https://player.vimeo.com/video/"];
/** The origins of EMBED_PREFIXES: the only sites the CSP lets the page frame. */
export const EMBED_ORIGINS = [...new Set(EMBED_PREFIXES.map((prefix) => new URL(prefix).origin))];

export type VideoPlayback = { kind: "embed"; src: string } | { kind: "native"; src: string };

/** Spec 000 §5: "Embedded video plays in a frame only if its address starts with the embed form of a video site; otherwise natively." */
export function videoPlayback(url: string): VideoPlayback {
  return EMBED_PREFIXES.some((prefix) => url.startsWith(prefix)) ? { kind: "embed", src: url } : { kind: "native", src: url };
}

/** Reads hotspots stored as JSON (spec 000 §3 hotspots), keeping only well-formed entries. */
export function parseHotspots(value: unknown): VehicleHotspots {
  const list = (raw: unknown): Hotspot[] =>
    Array.isArray(raw)
      ? raw.flatMap((h): Hotspot[] => {
          if (typeof h !== "object" || h === null) return [];
          const { id, description, positions } = h as Record<string, unknown>;
          if (typeof id !== "string" || typeof description !== "string" || !Array.isArray(positions)) return [];
          const valid = positions.filter(
            (p): p is HotspotPosition =>
              typeof p === "object" && p !== null && ["activeAngle", "posX", "posY"].every((k) => typeof (p as Record<string, unknown>)[k] === "number"),
          );
          return valid.length > 0 ? [{ id, description, positions: valid }] : [];
        })
      : [];
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return { exterior: list(record.exterior), interior: list(record.interior) };
}
