import { describe, expect, it } from "vitest";
import { mapTileOrigin, tileUrlFor } from "./map-tiles";

describe("mapTileOrigin (the tile server the CSP lets pictures come from)", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org"],
    ["https://{s}.tiles.Example.com/base/{z}/{x}/{y}.png", "https://*.tiles.example.com"],
    ["http://127.0.0.1:8080/{z}/{x}/{y}.png", "http://127.0.0.1:8080"],
  ])("%s → %s", (template, origin) => expect(mapTileOrigin(template)).toBe(origin));

  it("refuses what is not a URL", () => expect(() => mapTileOrigin("/tiles/{z}/{x}/{y}.png")).toThrow());
});

describe("tileUrlFor (the tile holding a point)", () => {
  it.each([
    // Sydney's CBD at zoom 10 is tile 942/614 (the OpenStreetMap wiki's slippy-map formula).
    [{ lat: -33.8688, lng: 151.2093 }, 10, "https://tile.example.org/10/942/614.png"],
    [{ lat: 0, lng: 0 }, 1, "https://tile.example.org/1/1/1.png"],
    [{ lat: 0, lng: 0 }, 0, "https://tile.example.org/0/0/0.png"],
    [{ lat: -89, lng: 180 }, 2, "https://tile.example.org/2/3/3.png"],
  ])("%j at zoom %i", (point, zoom, url) => expect(tileUrlFor("https://tile.example.org/{z}/{x}/{y}.png", point, zoom)).toBe(url));

  it("fills a subdomain and drops the retina marker", () => expect(tileUrlFor("https://{s}.tiles.example/{z}/{x}/{y}{r}.png", { lat: 0, lng: 0 }, 0)).toBe("https://a.tiles.example/0/0/0.png"));
});
