import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, greatCircleKm } from "./great-circle";

describe("greatCircleKm — spec 001 §9 'Distance: earth radius 6371 km'", () => {
  it.each([
    // Reference distances by the spherical law of cosines on a 6,371 km sphere (computed apart, in Python).
    ["Brisbane GPO → Sydney GPO", { lat: -27.4679, lng: 153.0281 }, { lat: -33.8688, lng: 151.2093 }, 733],
    ["Melbourne → Perth", { lat: -37.8136, lng: 144.9631 }, { lat: -31.9523, lng: 115.8613 }, 2721],
    ["Darwin → Hobart", { lat: -12.4634, lng: 130.8456 }, { lat: -42.8821, lng: 147.3272 }, 3736],
    ["a quarter of the equator", { lat: 0, lng: 0 }, { lat: 0, lng: 90 }, Math.round((Math.PI / 2) * 6371)],
  ])("%s ≈ %i km", (_name, from, to, km) => expect(Math.round(greatCircleKm(from, to))).toBe(km));

  it("uses the spec's radius", () => expect(EARTH_RADIUS_KM).toBe(6371));

  const point = fc.record({ lat: fc.double({ min: -45, max: -9, noNaN: true }), lng: fc.double({ min: 96, max: 168, noNaN: true }) });
  it("is symmetric, zero to itself and never above half the circumference", () => {
    fc.assert(fc.property(point, point, (a, b) => {
      expect(greatCircleKm(a, b)).toBeCloseTo(greatCircleKm(b, a), 6);
      expect(greatCircleKm(a, a)).toBe(0);
      expect(greatCircleKm(a, b)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM);
    }));
  });

  it("obeys the triangle inequality", () => {
    fc.assert(fc.property(point, point, point, (a, b, c) => {
      expect(greatCircleKm(a, c)).toBeLessThanOrEqual(greatCircleKm(a, b) + greatCircleKm(b, c) + 1e-6);
    }));
  });
});
