import { createHash } from "node:crypto";

/** A dealer's photo URL and the path this site serves it from. */
export type PhotoSource = { key: string; url: string; path: string };

export const PHOTO_PATH = /^\/media\/photos\/([0-9a-f]{32})$/;

/**
 * `/media/photos/{key}` for a dealer's photo URL, the key being the first 32 hex digits of the URL's
 * SHA-256: the same URL always has the same path, and the media route finds the URL by key
 * (remote_photos) when the photo is first asked for.
 */
export function localPhotoPath(url: string): PhotoSource {
  const key = createHash("sha256").update(url).digest("hex").slice(0, 32);
  return { key, url, path: `/media/photos/${key}` };
}
