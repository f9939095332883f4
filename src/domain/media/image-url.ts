/**
 * The one image-URL builder (spec 000 §9 / 001 §7: "Image URLs are built with width, format and
 * quality parameters … default quality 75"). Our own photos under /media/vehicles/ and dealers' photos
 * under /media/photos/ (fetched from the URL a stock feed gave) are resized by the media routes; any
 * other address has no resizer and is returned as given.
 *
 * Our demo photos are SVG drawings, so sizes are a choice, not a necessity. Measured on a 1200×800
 * drawing: the SVG is ~5 KB; WebP at 640 px ~7.5 KB (80 ms to encode), at 1200 px ~15 KB (130 ms);
 * AVIF at 640 px ~9.4 KB but 1.6 s to encode (4.2 s at 1200 px). Decisions:
 * - Gallery photos use WebP `srcset`s (480–1280 px), exercising the pipeline real dealer photos need;
 *   every browser we support decodes WebP, so no `<picture>` fallback is needed.
 * - AVIF is supported by the route but not asked for by our pages: on flat-colour drawings it is
 *   larger than WebP and twenty times slower to make on a 2-core machine.
 * - Spin frames stay SVG (`format: "svg"`): all 24 must load before the spin turns, and the vector
 *   files are the smallest form of them.
 * - Each (photo, width, format, quality) is drawn once: `RasterCache` keeps it in memory and on disk.
 * - Link previews and the print page get JPEG (no SVG or WebP support in some consumers).
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;
export const IMAGE_FORMATS = ["svg", "webp", "avif", "png", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const DEFAULT_IMAGE_QUALITY = 75;
export const IMAGE_QUALITY_RANGE = { min: 30, max: 95 } as const;

export type ImageOptions = { width: number; format?: ImageFormat; quality?: number };

/**
 * The shapes of what the media routes resize: our drawings, and dealer photos by car folder and key. The photo
 * route checks the folder's parts itself (DEALER_PHOTO_PATH); this only decides whether to ask for a size, and
 * is kept to one short pattern because it ships in the vehicle page's script.
 */
const RESIZABLE = /^\/media\/(vehicles\/[^?#]+\.svg|photos\/\d+\/[\w-]+\/[0-9a-f]{32})$/;

/** The smallest served width at least as wide as asked (the widest if none is). */
export function servedWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/**
 * `imageUrl(src, { width: 800 })` → `/media/vehicles/…/1.svg?w=960&fm=webp&q=75`. Widths snap to
 * IMAGE_WIDTHS so the resize cache stays small. `svg` is the drawing itself: one file for every width
 * (for a dealer's photo, the photo at its widest served size).
 */
export function imageUrl(src: string, { width, format = "webp", quality = DEFAULT_IMAGE_QUALITY }: ImageOptions): string {
  if (!RESIZABLE.test(src) || format === "svg") return src;
  const q = Math.min(IMAGE_QUALITY_RANGE.max, Math.max(IMAGE_QUALITY_RANGE.min, Math.round(quality)));
  return `${src}?w=${servedWidth(width)}&fm=${format}&q=${q}`;
}

/** A `srcset` over the given widths; a source without a resizer gives its one URL. */
export function imageSrcSet(src: string, widths: readonly number[], options: Omit<ImageOptions, "width"> = {}): string {
  if (!RESIZABLE.test(src) || options.format === "svg") return src;
  const unique = [...new Set(widths.map(servedWidth))];
  return unique.map((w) => `${imageUrl(src, { ...options, width: w })} ${w}w`).join(", ");
}

export type ImageRequest = { width: number; format: Exclude<ImageFormat, "svg">; quality: number } | { format: "svg" };

/** Reads the media route's query string; null for anything the builder would not have written. */
export function parseImageRequest(params: URLSearchParams): ImageRequest | null {
  const fm = params.get("fm");
  if (fm === null || fm === "svg") return params.has("w") || params.has("q") ? (fm === "svg" ? { format: "svg" } : null) : { format: "svg" };
  if (!(IMAGE_FORMATS as readonly string[]).includes(fm)) return null;
  const width = Number(params.get("w"));
  const quality = Number(params.get("q") ?? DEFAULT_IMAGE_QUALITY);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  if (!Number.isInteger(quality) || quality < IMAGE_QUALITY_RANGE.min || quality > IMAGE_QUALITY_RANGE.max) return null;
  return { width, format: fm as Exclude<ImageFormat, "svg">, quality };
}
