import { hash } from "node:crypto";

/** A dealer's photo URL and the path this site serves it from. */
export type PhotoSource = { key: string; url: string; path: string };

export const PHOTO_PATH = /^\/media\/photos\/([0-9a-f]{32})$/;

/**
 * `/media/photos/{key}` for a dealer's photo URL, the key being the first 32 hex digits of the URL's
 * SHA-256: the same URL always has the same path, and the media route finds the URL by key
 * (remote_photos) when the photo is first asked for.
 */
export function localPhotoPath(url: string): PhotoSource {
  // The one-shot hash: a feed's ten photos a row made createHash's objects a cost of their own.
  const key = hash("sha256", url, "hex").slice(0, 32);
  return { key, url, path: `/media/photos/${key}` };
}

/** A dealer's photo could not be fetched, or is not an image. */
export class RemotePhotoError extends Error {}

/** The photo's bytes, fetched within `timeoutMs` and at most `maxBytes`; only image content types are taken. */
export async function fetchRemotePhoto(url: string, options: { timeoutMs: number; maxBytes: number }): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: "image/*" } }).catch((error: unknown) => {
    throw new RemotePhotoError(`Cannot fetch ${url}: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!response.ok || !response.body) throw new RemotePhotoError(`${url} answered ${response.status}`);
  if (!(response.headers.get("content-type") ?? "").toLowerCase().startsWith("image/")) throw new RemotePhotoError(`${url} is not an image`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > options.maxBytes) throw new RemotePhotoError(`${url} is larger than ${options.maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
