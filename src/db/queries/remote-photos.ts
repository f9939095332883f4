import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { remotePhotos } from "../schema";

/** The dealer's URL of a photo a stock import recorded, or null (only recorded URLs are ever fetched). */
export async function findRemotePhotoUrl(db: Database, key: string): Promise<string | null> {
  const [row] = await db.select({ url: remotePhotos.url }).from(remotePhotos).where(eq(remotePhotos.key, key)).limit(1);
  return row?.url ?? null;
}
