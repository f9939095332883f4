import type { CarDetail } from "@/domain/car/car";
import { isInStock } from "@/domain/car/car";
import type { PriceDisplay } from "@/domain/pricing/price-display";
import { isPresentSpecValue } from "@/domain/vehicle/spec-line";

export type VehicleJsonLdInput = {
  car: Pick<CarDetail, "name" | "make" | "model" | "year" | "badge" | "body" | "fuel" | "transmission" | "drive" | "colour" | "interiorColour" | "km" | "vin" | "stocknum" | "carType" | "status" | "seats" | "doors">;
  /** The page's absolute URL. */
  url: string;
  /** Absolute image URLs. */
  images: string[];
  description: string;
  price: PriceDisplay;
  seller: { name: string; city?: string | null; state?: string | null };
};

const present = (value: string | null | undefined) => (isPresentSpecValue(value) ? value.trim() : undefined);

/** schema.org `Car` with its `Offer` (spec: offers, odometer in KMT, VIN, body, fuel, transmission, drive, colours, images). */
export function vehicleJsonLd({ car, url, images, description, price, seller }: VehicleJsonLdInput): Record<string, unknown> {
  const amount = price.kind === "price" ? price.amount : undefined;
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Car",
    name: car.name,
    description,
    url,
    image: images,
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleConfiguration: present(car.badge),
    vehicleModelDate: String(car.year),
    bodyType: present(car.body),
    fuelType: present(car.fuel),
    vehicleTransmission: present(car.transmission),
    driveWheelConfiguration: present(car.drive),
    color: present(car.colour),
    vehicleInteriorColor: present(car.interiorColour),
    vehicleIdentificationNumber: present(car.vin),
    sku: car.stocknum,
    seatingCapacity: car.seats ?? undefined,
    numberOfDoors: car.doors ?? undefined,
    mileageFromOdometer: { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" },
    itemCondition: car.carType === "used" ? "https://schema.org/UsedCondition" : "https://schema.org/NewCondition",
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "AUD",
      ...(amount !== undefined ? { price: amount } : {}),
      availability: isInStock(car.status) ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      seller: {
        "@type": "AutoDealer",
        name: seller.name,
        ...(seller.city ? { address: { "@type": "PostalAddress", addressLocality: seller.city, addressRegion: seller.state ?? undefined, addressCountry: "AU" } } : {}),
      },
    },
  };
  return JSON.parse(JSON.stringify(ld)) as Record<string, unknown>;
}

/**
 * JSON for a `<script type="application/ld+json">` element. `<`, `>` and `&` are written as Unicode
 * escapes, so dealer text containing `</script>` or `<!--` cannot end the element or switch the HTML
 * parser into a comment state; U+2028/U+2029 are escaped for old JavaScript parsers. The JSON value is
 * unchanged.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
