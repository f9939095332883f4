import { imageSrcSet, imageUrl } from "@/domain/media/image-url";
import type { Hotspot, VideoPlayback, ViewerView } from "./vehicle-media";

/**
 * One photo: its source and thumbnail (`thumbUrl` only where it differs), and its text. The viewer builds the sized
 * addresses with `viewerPhotoUrls`, so the page's payload carries two addresses a photo instead of a dozen.
 */
export type ViewerPhoto = { url: string; thumbUrl?: string; alt: string };

const STAGE_WIDTHS = [480, 640, 960, 1280];
const FULL_WIDTHS = [960, 1280, 1600];

/** A photo's addresses from the one image-URL builder: WebP at the stage's widths, full screen, and a 240 px thumbnail. */
export function viewerPhotoUrls(photo: ViewerPhoto): { src: string; srcSet: string; fullSrc: string; fullSrcSet: string; thumb: string } {
  return {
    src: imageUrl(photo.url, { width: 960 }),
    srcSet: imageSrcSet(photo.url, STAGE_WIDTHS),
    fullSrc: imageUrl(photo.url, { width: 1600 }),
    fullSrcSet: imageSrcSet(photo.url, FULL_WIDTHS),
    thumb: imageUrl(photo.thumbUrl ?? photo.url, { width: 240 }),
  };
}
export type ViewerSlide = { kind: "photo"; photo: ViewerPhoto } | { kind: "video"; playback: VideoPlayback };

/** What the media viewer shows for one car: slides, views and the media of each view. */
export type ViewerModel = {
  carName: string;
  slides: ViewerSlide[];
  views: ViewerView[];
  initialView: ViewerView;
  spinFrames: string[];
  exteriorHotspots: Hotspot[];
  interiorImage: string | null;
  interiorHotspots: Hotspot[];
  walkaroundUrl: string | null;
  /** Slide index of the stock video in the gallery, if any. */
  videoSlide: number | null;
};
