import { getDatabase } from "@/db/connection";
import { parseImageRequest } from "@/domain/media/image-url";
import { normaliseHost } from "@/domain/site/resolve-site-host";
import { logFailure } from "@/server/logging/log-failure";
import { findSiteForHost } from "@/server/tenancy/site-registry";
import { fetchDealerPhoto } from "./dealer-photo-fetch";
import { findDealerPhotoUrl, parseDealerPhotoPath } from "./dealer-photos";
import type { OutboundAddressPolicy } from "@/server/http/outbound-address-policy";
import { sharedRasterCache } from "./shared-raster-cache";

const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif", png: "image/png", jpeg: "image/jpeg" } as const;
const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
/** Without size parameters a photo is served as a JPEG at the widest size, never as the dealer's own file. */
const WIDEST = { width: 1600, format: "jpeg", quality: 75 } as const;

export type DealerPhotoParams = { dealershipId: string; stock: string; key: string };

/**
 * A dealer's photo from a stock feed (docs/decisions/006, 016): the path names the car and the photo's
 * key, and the request's host the site, which must own the car; the URL is the car's stored photo
 * source with that key, fetched under `policy` the first time a size is asked for, resized by sharp
 * and cached by key like our own photos.
 */
export async function dealerPhotoResponse(request: Request, params: DealerPhotoParams, policy: OutboundAddressPolicy): Promise<Response> {
  const photo = parseDealerPhotoPath(`/media/photos/${params.dealershipId}/${params.stock}/${params.key}`);
  const size = parseImageRequest(new URL(request.url).searchParams);
  if (!photo || !size) return plain(404, "Not found");
  const host = normaliseHost(request.headers.get("host") ?? new URL(request.url).host);
  let url: string | null;
  try {
    const site = await findSiteForHost(host);
    url = site && (await findDealerPhotoUrl((await getDatabase()).db, site, photo));
  } catch (failure) {
    logFailure("Dealer photo lookup failed", failure);
    return plain(503, "The photo is unavailable just now, please try again.", { "Retry-After": "2" });
  }
  if (!url) return plain(404, "Not found");
  const raster = size.format === "svg" ? WIDEST : size;
  try {
    const image = await sharedRasterCache().get(`photo:${photo.key}`, raster, () => fetchDealerPhoto(url, policy));
    return new Response(new Uint8Array(image), {
      headers: { "Content-Type": CONTENT_TYPES[raster.format], "Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff" },
    });
  } catch (failure) {
    logFailure("Dealer photo failed", failure);
    return plain(502, "The dealer's photo is unavailable just now.");
  }
}
