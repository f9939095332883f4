import { describe, expect, it } from "vitest";
import { locationBannerText } from "./location-banner";

// Spec 000 §2: "Location banner 'Located at {city}' with 'Get Directions' when the car's city differs from the
// dealership's primary location; dismissible."
describe("locationBannerText", () => {
  it.each<[string, string | null, string | null, string | null]>([
    ["a different city", "Ipswich", "Brisbane", "Located at Ipswich"],
    ["the same city", "Brisbane", "Brisbane", null],
    ["the same city in other case and spacing", " brisbane ", "Brisbane", null],
    ["no car city", null, "Brisbane", null],
    ["no primary location", "Ipswich", null, null],
  ])("%s", (_, car, primary, expected) => expect(locationBannerText(car, primary)).toBe(expected));
});
