import path from "node:path";
import { loadEnv } from "@/config/env";
import { RasterCache, sharpRenderer } from "./raster-cache";

const holder = globalThis as typeof globalThis & { __forecourtRasterCache?: RasterCache };

/** The process's one resize cache (media route, PDF brochures), on disk under DATA_DIR/media-cache. */
export function sharedRasterCache(): RasterCache {
  holder.__forecourtRasterCache ??= new RasterCache(path.join(loadEnv().DATA_DIR, "media-cache"), sharpRenderer);
  return holder.__forecourtRasterCache;
}
