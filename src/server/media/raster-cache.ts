import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { SizedLru } from "../cache/sized-lru";
import type { ImageRequest } from "@/domain/media/image-url";

type RasterRequest = Exclude<ImageRequest, { format: "svg" }>;
/** The image to resize: an SVG drawing (text) or a photo's bytes. */
export type RasterSource = string | Buffer;
export type RasterRenderer = (source: RasterSource, request: RasterRequest) => Promise<Buffer>;

/** Recently served images kept in memory; a large photo weighs a hundred small ones, so this counts bytes. */
const MEMORY_BYTES = 24 * 1024 * 1024;

/**
 * Resized images, made once: the same key is answered from memory, then from disk (which survives
 * restarts), and concurrent requests for an image being made wait for the one render.
 */
export class RasterCache {
  private readonly memory: SizedLru<string, Buffer>;
  /**
   * Images being made, until they are: a promise made while serving a request keeps that request's async
   * context alive while referenced, so only finished images (values) are kept.
   */
  private readonly making = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly directory: string | null,
    private readonly render: RasterRenderer,
    memoryBytes = MEMORY_BYTES,
  ) {
    this.memory = new SizedLru(memoryBytes);
  }

  async get(sourceKey: string, request: RasterRequest, source: () => RasterSource | Promise<RasterSource>): Promise<Buffer> {
    const key = createHash("sha256").update(`${sourceKey}|${request.width}|${request.format}|${request.quality}`).digest("hex");
    const cached = this.memory.get(key);
    if (cached) return cached;
    let made = this.making.get(key);
    if (!made) {
      made = this.load(key, request, source);
      this.making.set(key, made);
      made.then((image) => this.memory.set(key, image, image.byteLength), () => {}).finally(() => this.making.delete(key));
    }
    return made;
  }

  /** Bytes of the images held in memory. */
  get memoryBytes(): number {
    return this.memory.bytes;
  }

  private async load(key: string, request: RasterRequest, source: () => RasterSource | Promise<RasterSource>): Promise<Buffer> {
    // Run-time state (DATA_DIR), not part of the build: the ignore comment keeps Turbopack's file tracing, which
    // cannot know the directory, from putting the whole project in the build output.
    const file = this.directory ? path.join(/*turbopackIgnore: true*/ this.directory, `${key}.${request.format}`) : null;
    if (file) {
      try {
        return await readFile(file);
      } catch {
        // not made yet
      }
    }
    const image = await this.render(await source(), request);
    if (file && this.directory) {
      await mkdir(this.directory, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, image);
      await rename(temporary, file);
    }
    return image;
  }
}

/**
 * Draws an SVG, or resizes a photo, at the requested width with sharp (libvips + librsvg), loaded only
 * when a raster is asked for. Photos are turned upright by their EXIF orientation and never enlarged.
 */
export const sharpRenderer: RasterRenderer = async (image, request) => {
  const { default: sharp } = await import("sharp");
  const bytes = typeof image === "string" ? Buffer.from(image) : image;
  const { width: intrinsic = request.width, format } = await sharp(bytes).metadata();
  // Rasterise a drawing at the target size rather than scaling a default-size bitmap: sharper and cheaper.
  const pipeline =
    format === "svg"
      ? sharp(bytes, { density: Math.max(1, Math.min(2400, (72 * request.width) / intrinsic)) }).resize({ width: request.width })
      : sharp(bytes).rotate().resize({ width: request.width, withoutEnlargement: true });
  switch (request.format) {
    case "webp":
      return pipeline.webp({ quality: request.quality }).toBuffer();
    case "avif":
      return pipeline.avif({ quality: request.quality, effort: 2 }).toBuffer();
    case "jpeg":
      return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: request.quality, mozjpeg: true }).toBuffer();
    case "png":
      return pipeline.png().toBuffer();
  }
};
