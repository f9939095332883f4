import { hash } from "node:crypto";
import type { Database } from "@/db/client";
import { findCarPhotoSources } from "@/db/queries/car-photo-sources";
import { DEALER_PHOTO_PATH } from "@/domain/media/dealer-photo-path";

/** A dealer's photo as its path names it: the car (by the import's key) and the photo URL's key. */
export type DealerPhoto = { dealershipId: number; stocknum: string; key: string };

/** The first 32 hex digits of the URL's SHA-256 (the one-shot hash: createHash's objects were a cost of their own at ten photos a row). */
export const photoKey = (url: string) => hash("sha256", url, "hex").slice(0, 32);

/** `/media/photos/{dealership id}/{stock number}/`: the folder of a car's dealer photos; a photo's path adds its key. */
export const dealerPhotoFolder = (dealershipId: number, stocknum: string) => `/media/photos/${dealershipId}/${Buffer.from(stocknum).toString("base64url")}/`;

const MAX_ID = 2_147_483_647;

/** The car and key a dealer photo path names, or null for a path the import would not have written. */
export function parseDealerPhotoPath(path: string): DealerPhoto | null {
  const match = DEALER_PHOTO_PATH.exec(path);
  if (!match) return null;
  const dealershipId = Number(match[1]);
  if (dealershipId > MAX_ID) return null;
  return { dealershipId, stocknum: Buffer.from(match[2] as string, "base64url").toString(), key: match[3] as string };
}

/** The dealer URL a photo path stands for: one of its car's photo sources, or null (only those are ever fetched). */
export async function findDealerPhotoUrl(db: Database, photo: DealerPhoto): Promise<string | null> {
  const sources = await findCarPhotoSources(db, photo.dealershipId, photo.stocknum);
  return sources.find((url) => photoKey(url) === photo.key) ?? null;
}

/** A dealer's photo could not be fetched, or is not an image. */
export class DealerPhotoFetchError extends Error {}

/** The photo's bytes, fetched within `timeoutMs` and at most `maxBytes`; only image content types are taken. */
export async function fetchDealerPhoto(url: string, options: { timeoutMs: number; maxBytes: number }): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: "image/*" } }).catch((error: unknown) => {
    throw new DealerPhotoFetchError(`Cannot fetch ${url}: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!response.ok || !response.body) throw new DealerPhotoFetchError(`${url} answered ${response.status}`);
  if (!(response.headers.get("content-type") ?? "").toLowerCase().startsWith("image/")) throw new DealerPhotoFetchError(`${url} is not an image`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > options.maxBytes) throw new DealerPhotoFetchError(`${url} is larger than ${options.maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
