import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { GOOGLE_FEED_TAIL, GOOGLE_REQUIRED_ATTRIBUTES, googleFeedHead, isGoogleVehicleAd, renderGoogleItem } from "./google-vehicle-listings";
import type { VehicleAd } from "./vehicle-ad";
import { vehicleAd } from "../../../tests/fixtures/vehicle-ad-fixture";

type Item = Record<string, unknown>;

function feedItems(ads: readonly VehicleAd[]): { channel: Record<string, unknown>; items: Item[] } {
  const xml = googleFeedHead({ name: "Harbour Toyota", url: "https://harbourtoyota.example" }) + ads.map(renderGoogleItem).join("") + GOOGLE_FEED_TAIL;
  const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => ["item", "g:additional_image_link"].includes(name) }).parse(xml) as { rss: { "@_xmlns:g": string; channel: Record<string, unknown> & { item?: Item[] } } };
  expect(parsed.rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0");
  return { channel: parsed.rss.channel, items: parsed.rss.channel.item ?? [] };
}

describe("the Google Merchant Center vehicle ads feed", () => {
  it("gives every item each attribute the specification requires, with values in its formats", () => {
    const { channel, items } = feedItems([vehicleAd(), vehicleAd({ id: "3-N1", carType: "new", km: 12, beforePrice: 45_000, price: 43_990, certified: false })]);
    expect(channel.title).toBe("Harbour Toyota vehicles");
    for (const item of items) for (const attribute of GOOGLE_REQUIRED_ATTRIBUTES) expect(item[`g:${attribute}`], attribute).toBeTruthy();
    expect(items[0]).toMatchObject({
      "g:id": "3-U1234", "g:title": "2021 Toyota RAV4 GXL Auto AWD", "g:description": "One owner. Full service history.",
      "g:link": "https://harbourtoyota.example/cars/2021-toyota-rav4-gxl-u1234", "g:link_template": "https://harbourtoyota.example/cars/2021-toyota-rav4-gxl-u1234?store={store_code}",
      "g:image_link": expect.stringMatching(/^https:\/\/harbourtoyota\.example\/media\/photos\/1\/VTEwMDE\/[0-9a-f]{32}\?w=1280&fm=jpeg&q=75$/),
      "g:additional_image_link": [expect.stringMatching(/^https:\/\//)], "g:price": "38990.00 AUD", "g:condition": "used", "g:brand": "Toyota",
      "g:model": "RAV4", "g:trim": "GXL", "g:year": "2021", "g:mileage": "41200 km", "g:vin": "JTMZD33V105123456", "g:body_style": "suv",
      "g:engine": "hybrid", "g:color": "Glacier White", "g:google_product_category": "916",
      "g:vehicle_fulfillment": { "g:option": "in_store", "g:store_code": "harbour-toyota-broadmeadow" },
    });
    expect(items[0]?.["g:vehicle_msrp"]).toBeUndefined();
    // New cars also need vehicle_msrp.
    expect(items[1]).toMatchObject({ "g:condition": "new", "g:price": "43990.00 AUD", "g:vehicle_msrp": "45000.00 AUD", "g:mileage": "12 km" });
  });

  it.each([
    ["demo", false, "used", undefined],
    ["used", true, "used", "yes"],
    ["new", true, "new", undefined],
  ] as const)("maps a %s car (certified: %s) to condition %s, certified_pre-owned %s", (carType, certified, condition, cpo) => {
    const [item] = feedItems([vehicleAd({ carType, certified })]).items;
    expect([item?.["g:condition"], item?.["g:certified_pre-owned"]]).toEqual([condition, cpo]);
  });

  it.each([
    ["a motorcycle", { itemType: "motorcycle" }],
    ["a caravan", { itemType: "caravan" }],
    ["a car without a VIN", { vin: null }],
    ["a car without a price ('Enquire for price.')", { price: 10 }],
    ["a car without a photo", { imageLinks: [] }],
    ["a car without a location", { location: null }],
  ] as [string, Partial<VehicleAd>][])("leaves out %s (vehicle ads take passenger vehicles with the required attributes)", (_, overrides) => {
    expect(isGoogleVehicleAd(vehicleAd(overrides))).toBe(false);
  });

  it("escapes what dealers type, and describes a car without comments", () => {
    const { items } = feedItems([vehicleAd({ name: "2021 Toyota <RAV4> & Co", dealerComments: null, colour: null })]);
    expect(items[0]?.["g:title"]).toBe("2021 Toyota <RAV4> & Co");
    expect(items[0]?.["g:description"]).toBe("Used 2021 Toyota <RAV4> & Co, at Harbour Toyota.");
    expect(isGoogleVehicleAd(vehicleAd())).toBe(true);
  });
});
