import { describe, expect, it } from "vitest";
import { locationPageSlug } from "./location-paths";

describe("locationPageSlug (spec 001 §2 location and contact addresses)", () => {
  it.each([
    ["/locations/metro-kia-aspley", "metro-kia-aspley"],
    ["/our-location/metro-kia-aspley", "metro-kia-aspley"],
    ["/contact-us/metro-kia", "metro-kia"],
    ["/locations/metro-kia/", "metro-kia"],
    ["/locations/caf%C3%A9", "café"],
    ["/locations/%E0%A4%A", null],
    ["/locations", null],
    ["/contact-us", null],
    ["/locations/a/b", null],
    ["/dealerships", null],
    ["/cars/metro-kia", null],
  ])("%s → %j", (path, slug) => expect(locationPageSlug(path)).toBe(slug));
});
