import { describe, expect, it } from "vitest";
import { directionsHref } from "./directions";

describe("directionsHref (Get Directions)", () => {
  const address = { street: "1 Main St", city: "Ipswich", state: "QLD", postcode: "4305" };
  it("gives directions to the place when its map place id is known", () =>
    expect(directionsHref({ ...address, placeId: "ChIJabc", placeUrl: "https://maps.example/x" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Ipswich%2C%20QLD%2C%204305&destination_place_id=ChIJabc",
    ));
  it("else uses the location's own map link", () => expect(directionsHref({ placeUrl: "https://maps.example/x", city: "Ipswich" })).toBe("https://maps.example/x"));
  it("else gives directions to the address", () =>
    expect(directionsHref(address)).toBe("https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Ipswich%2C%20QLD%2C%204305"));
});
