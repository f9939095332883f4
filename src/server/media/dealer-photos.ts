import { hash } from "node:crypto";
import type { Database } from "@/db/client";
import { findCarPhotoSources } from "@/db/queries/car-photo-sources";
import { DEALER_PHOTO_PATH } from "@/domain/media/dealer-photo-path";
import type { Site } from "@/domain/site/site";

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

/** The dealer URL a photo path stands for on this site: one of its car's photo sources, or null (only those are ever fetched; another site's car has none here). */
export async function findDealerPhotoUrl(db: Database, site: Site, photo: DealerPhoto): Promise<string | null> {
  const sources = await findCarPhotoSources(db, site, photo.dealershipId, photo.stocknum);
  return sources.find((url) => photoKey(url) === photo.key) ?? null;
}
