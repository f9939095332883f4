/**
 * The values the ad platforms publish for the enumerated attributes our vehicle-ads feeds send
 * (issue 30): every value a feed writes must be one of these, and a test holds both feeds to them.
 */

/** Google Merchant Center help, vehicle ads attributes (support.google.com/merchants/answer/…). */
export const GOOGLE_VALUES = {
  /** "Body style [body_style]", answer 14157085 ("Supported values"). */
  body_style: [
    "atv_sport", "atv_touring", "atv_utility", "atv_youth", "city_car", "compact_suv", "convertible", "coupe", "crossover", "full_size_van",
    "hatchback", "limousine", "minivan", "notchback", "sedan", "side_by_side", "station_wagon", "suv", "truck", "ute", "utv_recreational_utility",
    "utv_sport", "utv_utility", "utv_youth", "class_a_motorhome", "class_b_motorhome", "class_c_motorhome", "travel_trailer", "fifth_wheel",
    "pop_up_camper", "truck_camper",
  ],
  /** "Engine [engine]", answer 14156068. */
  engine: ["gasoline", "diesel", "electric", "hybrid", "lpg", "methane", "natural_gas", "plug-in_hybrid", "other"],
  /** "Condition [condition]" of the product data specification (answer 6324469): new, refurbished, used; vehicles are new or used. */
  condition: ["new", "refurbished", "used"],
  /** "Certified pre-owned [certified_pre-owned]", answer 14156475: a boolean, yes or no. */
  "certified_pre-owned": ["yes", "no"],
  /** "Vehicle fulfillment [vehicle_fulfillment]", answer 14154094: its option sub-attribute, in store or online. */
  "vehicle_fulfillment.option": ["in_store", "online"],
  /** "Mileage [mileage]", answer 14156166: an integer and its unit, Km, KM or km (or Miles, MILES, miles). */
  "mileage.unit": ["Km", "KM", "km", "Miles", "MILES", "miles"],
} as const satisfies Record<string, readonly string[]>;

/**
 * Meta's automotive catalogue (vehicles): the vehicle catalogue's feed fields,
 * developers.facebook.com/docs/marketing-api/dynamic-ads-auto/auto-catalog, for body_style and the
 * feed's mileage unit; the Marketing API reference of a catalogue's vehicles,
 * developers.facebook.com/docs/marketing-api/reference/product-catalog/vehicles, for the other
 * enums (the same lists as the Business SDK's `Vehicle` enums). Enum values are case-insensitive.
 */
export const META_VALUES = {
  body_style: ["CONVERTIBLE", "COUPE", "HATCHBACK", "MINIVAN", "TRUCK", "SUV", "SEDAN", "VAN", "WAGON", "CROSSOVER", "OTHER"],
  fuel_type: ["DIESEL", "ELECTRIC", "GASOLINE", "FLEX", "HYBRID", "OTHER", "PETROL", "PLUGIN_HYBRID", "NONE"],
  drivetrain: ["TWO_WD", "FOUR_WD", "AWD", "FWD", "RWD", "OTHER", "NONE"],
  transmission: ["AUTOMATIC", "MANUAL", "OTHER", "NONE"],
  state_of_vehicle: ["NEW", "USED", "CPO"],
  availability: ["AVAILABLE", "NOT_AVAILABLE", "PENDING"],
  vehicle_type: ["BOAT", "CAR_TRUCK", "COMMERCIAL", "MOTORCYCLE", "OTHER", "POWERSPORT", "RV_CAMPER", "TRAILER"],
  "mileage.unit": ["MI", "KM"],
} as const satisfies Record<string, readonly string[]>;

export type GoogleValue<K extends keyof typeof GOOGLE_VALUES> = (typeof GOOGLE_VALUES)[K][number];
export type MetaValue<K extends keyof typeof META_VALUES> = (typeof META_VALUES)[K][number];

/** A lookup of our free-text values (a car's body, fuel, drive…, any case) to a platform's value; undefined for one it has none for. */
export function valueMap<V extends string>(entries: Record<string, V>): (ours: string | null) => V | undefined {
  const map = new Map(Object.entries(entries).map(([key, value]) => [key.toLowerCase(), value]));
  return (ours) => (ours === null ? undefined : map.get(ours.trim().toLowerCase()));
}
