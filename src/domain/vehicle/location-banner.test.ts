import { describe, expect, it } from "vitest";
import { directionsHref, locationBannerText } from "./location-banner";

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

describe("directionsHref", () => {
  it("prefers the location's map link", () => expect(directionsHref({ placeUrl: "https://maps.example/x", city: "Ipswich" })).toBe("https://maps.example/x"));
  it("else searches the address", () =>
    expect(directionsHref({ street: "1 Main St", city: "Ipswich", state: "QLD", postcode: "4305" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Ipswich%2C%20QLD%2C%204305",
    ));
});
