import type { ViewerView } from "@/domain/vehicle/vehicle-media";
import type { ViewerModel, ViewerSlide } from "@/domain/vehicle/viewer-model";

export type { ViewerSlide };
export type ViewerProps = ViewerModel;

export const VIEW_LABELS: Record<ViewerView, string> = { spin: "360° Spin", walkaround: "Walkaround", gallery: "Gallery", interior: "Interior", video: "Video" };
/** Spec 000 §2/§9: thumbnails are shown when there are more than 3 images; the first 2 load with priority. */
export const THUMBNAILS_AFTER = 3;
export const PRIORITY_IMAGES = 2;
/** Sizes hint for the main photo: full width on phones, the content column beside the sidebar on desktop. */
export const STAGE_SIZES = "(min-width: 1280px) 820px, (min-width: 1024px) calc(100vw - 26rem), 100vw";
