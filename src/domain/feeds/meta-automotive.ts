import { neutraliseCsvFormula } from "./csv-formula";
import { valueMap, type MetaValue } from "./provider-values";
import { adDescription, hasAdvertisablePrice, type VehicleAd } from "./vehicle-ad";

/**
 * Meta's automotive catalogue (vehicle offers) as CSV, one row per car. Column names and values follow
 * Meta's automotive inventory ads feed reference, developers.facebook.com/docs/marketing-api/auto-ads/reference
 * (CSV with a header row; nested fields as flattened JSON-path columns such as image[0].url; enum
 * values case-insensitive), and the required fields of the vehicle catalogue,
 * developers.facebook.com/docs/marketing-api/dynamic-ads-auto/auto-catalog (vehicle_id, vin, make,
 * model, year, body_style, description, exterior_color, image[0].url, image[0].tag[0], mileage,
 * price, state_of_vehicle, title, url, address). The enumerated columns' values: `META_VALUES`
 * (provider-values.ts). Every cell is plain text, and one a spreadsheet would run as a formula is
 * neutralised (csv-formula.ts).
 */
export const META_IMAGE_COLUMNS = 10;

export const META_REQUIRED_COLUMNS = [
  "vehicle_id", "vin", "make", "model", "year", "body_style", "description", "exterior_color", "image[0].url", "image[0].tag[0]",
  "mileage.value", "mileage.unit", "price", "state_of_vehicle", "title", "url", "address",
] as const;

export const META_COLUMNS: readonly string[] = [
  "vehicle_id", "vin", "title", "description", "url", "make", "model", "trim", "year", "body_style", "exterior_color",
  "mileage.value", "mileage.unit", "transmission", "fuel_type", "drivetrain", "price", "sale_price", "state_of_vehicle", "availability",
  "vehicle_type", "date_first_on_lot", "dealer_id", "dealer_name", "dealer_phone", "address", "latitude", "longitude",
  ...Array.from({ length: META_IMAGE_COLUMNS }, (_, i) => [`image[${i}].url`, `image[${i}].tag[0]`]).flat(),
];

/** Our values (any case) as Meta's: a ute is a TRUCK (Meta's feed has no ute or pickup). */
const BODY_STYLES = valueMap<MetaValue<"body_style">>({
  convertible: "CONVERTIBLE", coupe: "COUPE", hatch: "HATCHBACK", hatchback: "HATCHBACK", "people mover": "MINIVAN", ute: "TRUCK", "cab chassis": "TRUCK",
  truck: "TRUCK", suv: "SUV", sedan: "SEDAN", van: "VAN", wagon: "WAGON",
});
const FUEL_TYPES = valueMap<MetaValue<"fuel_type">>({ petrol: "PETROL", diesel: "DIESEL", electric: "ELECTRIC", hybrid: "HYBRID", "plug-in hybrid": "PLUGIN_HYBRID" });
const DRIVETRAINS = valueMap<MetaValue<"drivetrain">>({ fwd: "FWD", rwd: "RWD", awd: "AWD", "4x4": "FOUR_WD", "4wd": "FOUR_WD", "2wd": "TWO_WD", "4x2": "TWO_WD" });
const TRANSMISSIONS = valueMap<MetaValue<"transmission">>({ automatic: "AUTOMATIC", manual: "MANUAL" });
const VEHICLE_TYPES = valueMap<MetaValue<"vehicle_type">>({ car: "CAR_TRUCK", truck: "COMMERCIAL", motorcycle: "MOTORCYCLE", caravan: "RV_CAMPER" });
const OTHER = "OTHER" satisfies MetaValue<"body_style" | "fuel_type" | "drivetrain" | "vehicle_type">;
const KM: MetaValue<"mileage.unit"> = "KM";

const stateOfVehicle = (ad: VehicleAd): MetaValue<"state_of_vehicle"> => (ad.carType === "new" ? "NEW" : ad.certified ? "CPO" : "USED");
const availability = (ad: VehicleAd): MetaValue<"availability"> => (ad.status === "in_stock" && !ad.reserved ? "AVAILABLE" : "PENDING");

/** Cars with what Meta requires (a VIN, a price, a photo, a colour and an address); the rest are left out. */
export function isMetaVehicleAd(ad: VehicleAd): boolean {
  return ad.vin !== null && hasAdvertisablePrice(ad) && ad.imageLinks.length > 0 && ad.colour !== null && ad.location !== null;
}

/** One CSV row in META_COLUMNS order (cells as text); call only for cars `isMetaVehicleAd` accepts. */
export function metaAutomotiveRow(ad: VehicleAd): string[] {
  const onSale = ad.beforePrice !== null && ad.beforePrice > ad.price;
  const location = ad.location;
  const cells: Record<string, string> = {
    vehicle_id: ad.id, vin: ad.vin ?? "", title: ad.name, description: adDescription(ad).slice(0, 5_000), url: ad.link, make: ad.make, model: ad.model,
    trim: ad.badge && ad.badge !== ad.model ? ad.badge : "", year: String(ad.year), body_style: BODY_STYLES(ad.body) ?? OTHER,
    exterior_color: ad.colour ?? "", "mileage.value": String(ad.km), "mileage.unit": KM, transmission: TRANSMISSIONS(ad.transmission) ?? "",
    fuel_type: FUEL_TYPES(ad.fuel) ?? OTHER, drivetrain: DRIVETRAINS(ad.drive) ?? OTHER,
    price: `${onSale ? ad.beforePrice : ad.price} AUD`, sale_price: onSale ? `${ad.price} AUD` : "",
    state_of_vehicle: stateOfVehicle(ad), availability: availability(ad),
    vehicle_type: VEHICLE_TYPES(ad.itemType ?? "car") ?? OTHER, date_first_on_lot: ad.createdAt.toISOString().slice(0, 10),
    dealer_id: ad.dealership.slug, dealer_name: ad.dealership.name, dealer_phone: location?.phone ?? "",
    address: location ? JSON.stringify({ addr1: location.street, city: location.city, region: location.state, postal_code: location.postcode, country: "AU" }) : "",
    latitude: location?.lat?.toString() ?? "", longitude: location?.lng?.toString() ?? "",
  };
  ad.imageLinks.slice(0, META_IMAGE_COLUMNS).forEach((link, i) => {
    cells[`image[${i}].url`] = link;
    cells[`image[${i}].tag[0]`] = i === 0 ? "Exterior" : `Photo ${i + 1}`;
  });
  return META_COLUMNS.map((column) => neutraliseCsvFormula(cells[column] ?? ""));
}
