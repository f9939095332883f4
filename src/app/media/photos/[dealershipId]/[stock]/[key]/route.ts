import { getDatabase } from "@/db/connection";
import { parseImageRequest } from "@/domain/media/image-url";
import { fetchDealerPhoto, findDealerPhotoUrl, parseDealerPhotoPath } from "@/server/media/dealer-photos";
import { sharedRasterCache } from "@/server/media/shared-raster-cache";
import { logFailure } from "@/server/logging/log-failure";

const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif", png: "image/png", jpeg: "image/jpeg" } as const;
const plain = (status: number, text: string) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
/** Without size parameters a photo is served as a JPEG at the widest size, never as the dealer's own file. */
const WIDEST = { width: 1600, format: "jpeg", quality: 75 } as const;

type Params = { dealershipId: string; stock: string; key: string };

/**
 * A dealer's photo from a stock feed (docs/decisions/006, 016): the path names the car and the photo's
 * key; the URL is the car's stored photo source with that key, fetched the first time a size is asked
 * for, resized by sharp and cached by key like our own photos.
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }): Promise<Response> {
  const { dealershipId, stock, key } = await params;
  const photo = parseDealerPhotoPath(`/media/photos/${dealershipId}/${stock}/${key}`);
  const size = parseImageRequest(new URL(request.url).searchParams);
  if (!photo || !size) return plain(404, "Not found");
  const { db } = await getDatabase();
  const url = await findDealerPhotoUrl(db, photo);
  if (!url) return plain(404, "Not found");
  const raster = size.format === "svg" ? WIDEST : size;
  try {
    const image = await sharedRasterCache().get(`photo:${photo.key}`, raster, () => fetchDealerPhoto(url, { timeoutMs: 10_000, maxBytes: 25 * 1024 * 1024 }));
    return new Response(new Uint8Array(image), {
      headers: { "Content-Type": CONTENT_TYPES[raster.format], "Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff" },
    });
  } catch (failure) {
    logFailure("Dealer photo failed", failure);
    return plain(502, "The dealer's photo is unavailable just now.");
  }
}
