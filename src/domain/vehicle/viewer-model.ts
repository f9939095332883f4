import type { Hotspot, VideoPlayback, ViewerView } from "./vehicle-media";

/** One photo with its URLs, made on the server by the image-URL builder. */
export type ViewerPhoto = { src: string; srcSet: string; fullSrc: string; fullSrcSet: string; thumb: string; alt: string };
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
