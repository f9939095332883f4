import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RasterCache, sharpRenderer } from "./raster-cache";
import { renderVehicleImageSvg } from "@/demo/vehicle-art/vehicle-image";

const svg = () => renderVehicleImageSvg({ body: "sedan", colour: "aa2211", angle: "side", seed: 1 });
const request = { width: 320, format: "webp", quality: 75 } as const;
const directories: string[] = [];
afterAll(async () => Promise.all(directories.map((d) => rm(d, { recursive: true, force: true }))));

describe("RasterCache — images are never resized twice", () => {
  it("renders once for repeated and concurrent requests, and once across restarts", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "raster-"));
    directories.push(directory);
    let renders = 0;
    const counting = async (...args: Parameters<typeof sharpRenderer>) => {
      renders += 1;
      return sharpRenderer(...args);
    };
    const cache = new RasterCache(directory, counting);
    const [a, b] = await Promise.all([cache.get("k", request, svg), cache.get("k", request, svg)]);
    await cache.get("k", request, svg);
    expect(renders).toBe(1);
    expect(a.equals(b)).toBe(true);
    expect(await readdir(directory)).toHaveLength(1);

    const restarted = new RasterCache(directory, counting);
    expect((await restarted.get("k", request, svg)).equals(a)).toBe(true);
    expect(renders).toBe(1);

    await cache.get("k", { ...request, width: 640 }, svg);
    expect(renders).toBe(2);
  });

  it("makes a real WebP of the requested width", async () => {
    const { default: sharp } = await import("sharp");
    const image = await new RasterCache(null, sharpRenderer).get("k", request, svg);
    expect(await sharp(image).metadata()).toMatchObject({ format: "webp", width: 320, height: 213 });
  });
});
