import { element, renderXml, type XmlNode } from "@/domain/leads/xml";
import { valueMap, type GoogleValue } from "./provider-values";
import { adDescription, audPrice, hasAdvertisablePrice, type VehicleAd } from "./vehicle-ad";

/**
 * Google Merchant Center vehicle ads feed (RSS 2.0 with the `g:` namespace). Attribute names and
 * values follow Google's specification for vehicle ads:
 *   - primary feed and its attributes: support.google.com/merchants/answer/11192663
 *   - Content API list of vehicle attributes (VIN, store_code, link_template, model, year, mileage
 *     "Integer + Unit (KM / Miles)", body_style, engine, vehicle_msrp "Required for new cars"):
 *     support.google.com/merchants/answer/11190480
 *   - vehicle_fulfillment (in_store with store codes): support.google.com/merchants/answer/14154094
 *   - VIN (required, 17 characters, unique in the feed): support.google.com/merchants/answer/14154510
 *   - the enumerated attributes' values: `GOOGLE_VALUES` (provider-values.ts)
 * Vehicle ads take only passenger vehicles (cars and utes), so motorcycles, caravans and trucks are
 * left out, as are cars without a VIN, a price or a photo (required attributes).
 */
export const GOOGLE_REQUIRED_ATTRIBUTES = [
  "id", "title", "link", "link_template", "image_link", "price", "condition", "brand", "model", "year", "mileage", "vin", "vehicle_fulfillment",
] as const;

/** Google's product category for cars, trucks and vans (Vehicles & Parts > Vehicles > Motor Vehicles). */
const CARS_CATEGORY = "916";
const MAX_ADDITIONAL_IMAGES = 10;

/** Our body types (any case) as Google's body_style values (answer 14157085): a ute is a `ute`, Australia's name for a pickup. */
const BODY_STYLES = valueMap<GoogleValue<"body_style">>({
  convertible: "convertible", coupe: "coupe", hatch: "hatchback", hatchback: "hatchback", "people mover": "minivan", sedan: "sedan", wagon: "station_wagon",
  suv: "suv", ute: "ute", "cab chassis": "ute", van: "full_size_van",
});
/** Our fuels (any case) as Google's engine values (answer 14156068). */
const ENGINES = valueMap<GoogleValue<"engine">>({
  petrol: "gasoline", diesel: "diesel", electric: "electric", hybrid: "hybrid", "plug-in hybrid": "plug-in_hybrid", lpg: "lpg",
});
const CONDITION = (ad: VehicleAd): GoogleValue<"condition"> => (ad.carType === "new" ? "new" : "used");
const IN_STORE: GoogleValue<"vehicle_fulfillment.option"> = "in_store";
const KM: GoogleValue<"mileage.unit"> = "km";
const CERTIFIED: GoogleValue<"certified_pre-owned"> = "yes";

const g = (name: string, content?: string | number | (XmlNode | null)[]) => element(`g:${name}`, content);
/** An attribute sent only when the car has a value for it. */
const optional = (name: string, value: string | null | undefined) => (value ? g(name, value) : null);

/** Passenger vehicles with what Google requires; the rest are left out of the feed. */
export function isGoogleVehicleAd(ad: VehicleAd): boolean {
  return (ad.itemType === null || ad.itemType === "car") && ad.vin !== null && hasAdvertisablePrice(ad) && ad.imageLinks.length > 0 && ad.location !== null;
}

/** One `<item>`; call only for cars `isGoogleVehicleAd` accepts. */
export function googleVehicleItem(ad: VehicleAd): XmlNode {
  const storeCode = ad.location?.storeCode ?? ad.dealership.slug;
  const [image, ...more] = ad.imageLinks;
  return element("item", [
    g("id", ad.id),
    g("title", ad.name),
    g("description", adDescription(ad)),
    g("link", ad.link),
    g("link_template", `${ad.link}?store={store_code}`),
    g("image_link", image),
    ...more.slice(0, MAX_ADDITIONAL_IMAGES).map((link) => g("additional_image_link", link)),
    g("price", audPrice(ad.price)),
    ad.carType === "new" ? g("vehicle_msrp", audPrice(Math.max(ad.price, ad.beforePrice ?? 0))) : null,
    g("condition", CONDITION(ad)),
    ad.certified && ad.carType !== "new" ? g("certified_pre-owned", CERTIFIED) : null,
    g("brand", ad.make),
    g("model", ad.model),
    ad.badge && ad.badge !== ad.model ? g("trim", ad.badge) : null,
    g("year", ad.year),
    g("mileage", `${ad.km} ${KM}`),
    g("vin", ad.vin ?? ""),
    optional("body_style", BODY_STYLES(ad.body)),
    optional("engine", ENGINES(ad.fuel)),
    optional("color", ad.colour),
    g("google_product_category", CARS_CATEGORY),
    g("vehicle_fulfillment", [g("option", IN_STORE), g("store_code", storeCode)]),
  ]);
}

/** The document around the items: `head` + each `renderGoogleItem` + `tail`, so a large feed can be written as it is read. */
export function googleFeedHead(site: { name: string; url: string }): string {
  const channel = [element("title", `${site.name} vehicles`), element("link", site.url), element("description", `Vehicles for sale at ${site.name}`)];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n${channel.map((node) => renderXml(node)).join("\n")}\n`;
}

export const renderGoogleItem = (ad: VehicleAd) => `${renderXml(googleVehicleItem(ad))}\n`;
export const GOOGLE_FEED_TAIL = "</channel>\n</rss>\n";
