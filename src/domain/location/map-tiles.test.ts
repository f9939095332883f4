import { describe, expect, it } from "vitest";
import { mapTileOrigin } from "./map-tiles";

describe("mapTileOrigin (the tile server the CSP lets pictures come from)", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["https://{s}.tiles.Example.com/base/{z}/{x}/{y}.png", "https://*.tiles.example.com"],
    ["http://127.0.0.1:8080/{z}/{x}/{y}.png", "http://127.0.0.1:8080"],
  ])("%s → %s", (template, origin) => expect(mapTileOrigin(template)).toBe(origin));

  it("refuses what is not a URL", () => expect(() => mapTileOrigin("/tiles/{z}/{x}/{y}.png")).toThrow());
});
