import { adDescription, hasAdvertisablePrice, type VehicleAd } from "./vehicle-ad";

/**
 * Meta's automotive catalogue (vehicle offers) as CSV, one row per car. Column names and values follow
 * Meta's automotive inventory ads feed reference, developers.facebook.com/docs/marketing-api/auto-ads/reference
 * (CSV with a header row; nested fields as flattened JSON-path columns such as image[0].url; enum
 * values case-insensitive), and the required fields of the vehicle catalogue,
 * developers.facebook.com/docs/marketing-api/dynamic-ads-auto/auto-catalog (vehicle_id, vin, make,
 * model, year, body_style, description, exterior_color, image[0].url, image[0].tag[0], mileage,
 * price, state_of_vehicle, title, url, address).
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

/** body_style: CONVERTIBLE, COUPE, HATCHBACK, MINIVAN, TRUCK, SUV, SEDAN, VAN, WAGON, CROSSOVER or OTHER. */
const BODY_STYLES: Record<string, string> = {
  Convertible: "CONVERTIBLE", Coupe: "COUPE", Hatch: "HATCHBACK", "People Mover": "MINIVAN", Ute: "TRUCK", "Cab Chassis": "TRUCK",
  Truck: "TRUCK", SUV: "SUV", Sedan: "SEDAN", Van: "VAN", Wagon: "WAGON",
};
/** fuel_type: DIESEL, ELECTRIC, GASOLINE, FLEX, HYBRID, PETROL, PLUGIN_HYBRID, OTHER. */
const FUEL_TYPES: Record<string, string> = { Petrol: "PETROL", Diesel: "DIESEL", Electric: "ELECTRIC", Hybrid: "HYBRID", "Plug-in Hybrid": "PLUGIN_HYBRID" };
/** drivetrain: 4X2, 4X4, AWD, FWD, RWD, OTHER. */
const DRIVETRAINS: Record<string, string> = { FWD: "FWD", RWD: "RWD", AWD: "AWD", "4x4": "4X4", "4WD": "4X4", "2WD": "4X2" };
/** vehicle_type: CAR_TRUCK, COMMERCIAL, MOTORCYCLE, RV_CAMPER, … */
const VEHICLE_TYPES: Record<string, string> = { car: "CAR_TRUCK", truck: "COMMERCIAL", motorcycle: "MOTORCYCLE", caravan: "RV_CAMPER" };

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
    trim: ad.badge && ad.badge !== ad.model ? ad.badge : "", year: String(ad.year), body_style: (ad.body && BODY_STYLES[ad.body]) ?? "OTHER",
    exterior_color: ad.colour ?? "", "mileage.value": String(ad.km), "mileage.unit": "KM",
    transmission: ad.transmission === "Manual" ? "MANUAL" : ad.transmission === "Automatic" ? "AUTOMATIC" : "",
    fuel_type: (ad.fuel && FUEL_TYPES[ad.fuel]) ?? "OTHER", drivetrain: (ad.drive && DRIVETRAINS[ad.drive]) ?? "OTHER",
    price: `${onSale ? ad.beforePrice : ad.price} AUD`, sale_price: onSale ? `${ad.price} AUD` : "",
    state_of_vehicle: ad.carType === "new" ? "NEW" : ad.certified ? "CPO" : "USED",
    availability: ad.status === "in_stock" && !ad.reserved ? "AVAILABLE" : "PENDING",
    vehicle_type: VEHICLE_TYPES[ad.itemType ?? "car"] ?? "OTHER", date_first_on_lot: ad.createdAt.toISOString().slice(0, 10),
    dealer_id: ad.dealership.slug, dealer_name: ad.dealership.name, dealer_phone: location?.phone ?? "",
    address: location ? JSON.stringify({ addr1: location.street, city: location.city, region: location.state, postal_code: location.postcode, country: "AU" }) : "",
    latitude: location?.lat?.toString() ?? "", longitude: location?.lng?.toString() ?? "",
  };
  ad.imageLinks.slice(0, META_IMAGE_COLUMNS).forEach((link, i) => {
    cells[`image[${i}].url`] = link;
    cells[`image[${i}].tag[0]`] = i === 0 ? "Exterior" : `Photo ${i + 1}`;
  });
  return META_COLUMNS.map((column) => cells[column] ?? "");
}
