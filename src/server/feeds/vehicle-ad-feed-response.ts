import { createHash } from "node:crypto";
import path from "node:path";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { loadEnv } from "@/config/env";
import type { Database } from "@/db/client";
import { readStockVersion } from "@/db/queries/search-index";
import type { Site } from "@/domain/site/site";
import { FeedFileCache } from "./feed-file-cache";
import { VEHICLE_AD_FEEDS, vehicleAdFeed, type VehicleAdFeedKind } from "./vehicle-ad-feed";
import { processSingleton } from "@/config/process-singletons";

/** Bumped when what a feed contains changes shape, so cached files of the old shape are not served. */
const FEED_FORMAT = 2;

/** The process's feed cache, on disk under DATA_DIR/feeds. */
function sharedFeedCache(): FeedFileCache {
  return processSingleton("feeds.file-cache", () => new FeedFileCache(path.join(loadEnv().DATA_DIR, "feeds")));
}

/**
 * A site's vehicle-ads feed: built when first asked for and again only when the site's stock version
 * (or its name, scope or host) changes; answered from the file otherwise, with an ETag for 304s.
 */
export async function vehicleAdFeedResponse(request: Request, db: Database, site: Site, kind: VehicleAdFeedKind, base: string, cache = sharedFeedCache()): Promise<Response> {
  const version = await readStockVersion(db, site);
  const key = JSON.stringify([FEED_FORMAT, version, base, site.name, site.dealerships.map((d) => d.id), site.config.searchFilters]);
  // One file per host the feed is asked on (links are absolute), each replaced when its key changes.
  const name = `${site.slug}-${kind}-${createHash("sha256").update(base).digest("hex").slice(0, 8)}`;
  const build = () => cache.get(name, key, () => vehicleAdFeed(db, site, kind, base, new Date()));
  let feed = await build();
  // A newer build may have just replaced the file: build (or find) the current one again.
  const handle = await open(feed.file).catch(async () => open((feed = await build()).file));
  const headers = { "Content-Type": VEHICLE_AD_FEEDS[kind].contentType, ETag: `"${feed.etag}"`, "Cache-Control": "public, max-age=300" };
  if (request.headers.get("if-none-match") === `"${feed.etag}"`) {
    await handle.close();
    return new Response(null, { status: 304, headers });
  }
  const body = Readable.toWeb(handle.createReadStream()) as unknown as WebReadableStream<Uint8Array>;
  return new Response(body as unknown as BodyInit, { headers: { ...headers, "Content-Length": String(feed.bytes) } });
}
