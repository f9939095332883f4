import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runAsRequest } from "../../../tests/support/request-context";
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

  it("keeps at most its memory budget of images, answering the rest from disk", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "raster-"));
    directories.push(directory);
    let renders = 0;
    const fixedSize = async () => {
      renders += 1;
      return Buffer.alloc(1_000);
    };
    const cache = new RasterCache(directory, fixedSize, 3_500);
    for (let width = 100; width < 110; width++) await cache.get("k", { ...request, width }, svg);
    expect(cache.memoryBytes).toBe(3_000);
    await cache.get("k", { ...request, width: 100 }, svg); // long evicted from memory: read back from disk
    expect(renders).toBe(10);
  });

  it("keeps the images it served, not the requests that asked for them", async () => {
    const cache = new RasterCache(null, async () => Buffer.alloc(1_000));
    const { released } = await runAsRequest(() => cache.get("k", request, svg));
    expect(cache.memoryBytes).toBe(1_000);
    expect(released).toBe(true);
  });

  it("makes a real WebP of the requested width", async () => {
    const { default: sharp } = await import("sharp");
    const image = await new RasterCache(null, sharpRenderer).get("k", request, svg);
    expect(await sharp(image).metadata()).toMatchObject({ format: "webp", width: 320, height: 213 });
  });
});
