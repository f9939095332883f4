import path from "node:path";
import { loadEnv } from "@/config/env";
import { RasterCache, sharpRenderer } from "./raster-cache";
import { processSingleton } from "@/config/process-singletons";

/** The process's one resize cache (media route, PDF brochures), on disk under DATA_DIR/media-cache. */
export function sharedRasterCache(): RasterCache {
  return processSingleton("media.raster-cache", () => new RasterCache(path.join(loadEnv().DATA_DIR, "media-cache"), sharpRenderer));
}
