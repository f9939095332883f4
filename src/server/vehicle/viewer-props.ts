import type { CarDetail } from "@/domain/car/car";
import type { SiteConfig } from "@/domain/site/site-config-schema";
import { availableViews, defaultView, gallerySlides, videoPlayback, type VehicleMedia } from "@/domain/vehicle/vehicle-media";
import type { ViewerModel, ViewerPhoto, ViewerSlide } from "@/domain/vehicle/viewer-model";
import { imageUrl } from "@/domain/media/image-url";

/**
 * The viewer's props: photos as their sources (the viewer sizes them with `viewerPhotoUrls`), spin frames as the
 * SVG drawings themselves (all 24 must load before the spin turns, and the vector files are smaller than any
 * bitmap of them).
 */
export function viewerProps(car: Pick<CarDetail, "name" | "primaryImageUrl">, media: VehicleMedia, config: Pick<SiteConfig, "defaultViewerMode">): ViewerModel | null {
  const images = media.images.length > 0 ? media.images : car.primaryImageUrl ? [{ url: car.primaryImageUrl, thumbUrl: car.primaryImageUrl, kind: "exterior" as const }] : [];
  const total = images.length;
  const photo = (url: string, thumbUrl: string, index: number): ViewerPhoto => ({
    url,
    ...(thumbUrl && thumbUrl !== url ? { thumbUrl } : {}),
    alt: `${car.name}, photo ${index + 1} of ${total}`,
  });
  const slides: ViewerSlide[] = gallerySlides(images, media.videoUrl).map((slide) =>
    slide.kind === "image" ? { kind: "photo", photo: photo(slide.image.url, slide.image.thumbUrl, slide.photoIndex) } : { kind: "video", playback: videoPlayback(slide.url) },
  );
  const views = availableViews({ ...media, images });
  const initialView = defaultView(views, config.defaultViewerMode);
  if (!initialView) return null;
  const videoSlide = slides.findIndex((s) => s.kind === "video");
  return {
    carName: car.name,
    slides,
    views,
    initialView,
    spinFrames: media.spinFrames.map((src) => imageUrl(src, { width: 1280, format: "svg" })),
    exteriorHotspots: media.hotspots.exterior,
    interiorImage: media.interiorImage ? imageUrl(media.interiorImage, { width: 1280 }) : null,
    interiorHotspots: media.hotspots.interior,
    walkaroundUrl: media.walkaroundUrl,
    videoSlide: videoSlide >= 0 ? videoSlide : null,
  };
}
