import type { CarStatus, CarType } from "@/domain/car/car";
import { dealerCommentParagraphs, PENDING_DEALER_COMMENTS } from "@/domain/vehicle/dealer-comments";

/**
 * A car as the vehicle-ads feeds (Google Merchant Center, Meta automotive catalogue) describe it:
 * addresses already absolute, money in whole AUD, distance in km.
 */
export type VehicleAd = {
  /** Unique per site and stable for the car's life: dealership id and stock number. */
  id: string;
  stocknum: string;
  vin: string | null;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  year: number;
  km: number;
  price: number;
  beforePrice: number | null;
  carType: CarType;
  status: CarStatus;
  reserved: boolean;
  certified: boolean;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  colour: string | null;
  itemType: string | null;
  dealerComments: string | null;
  createdAt: Date;
  /** The vehicle page and its photos, absolute. */
  link: string;
  imageLinks: string[];
  dealership: { slug: string; name: string };
  location: { storeCode: string; name: string; street: string; city: string; state: string; postcode: string; lat: number | null; lng: number | null; phone: string | null } | null;
};

/** What the database gives for a vehicle ad: paths still relative to the site. */
export type VehicleAdSource = Omit<VehicleAd, "link" | "imageLinks"> & { slug: string; images: readonly string[] };

/** Spec 000 §4: a price of 10 dollars or less is a placeholder; such a car has no price to advertise. */
export const hasAdvertisablePrice = (ad: Pick<VehicleAd, "price">) => ad.price > 10;

/** The dealer's comments as one paragraph of plain text, or a line made from the car when there are none. */
export function adDescription(ad: VehicleAd): string {
  const paragraphs = dealerCommentParagraphs(ad.dealerComments);
  if (paragraphs[0] !== PENDING_DEALER_COMMENTS) return paragraphs.join(" ");
  const kind = ad.carType === "new" ? "New" : ad.carType === "demo" ? "Demo" : "Used";
  return `${kind} ${ad.name}${ad.colour ? ` in ${ad.colour}` : ""}, at ${ad.dealership.name}.`;
}

/** '32990.00 AUD' (Google's price format, ISO 4217). */
export const audPrice = (dollars: number) => `${dollars.toFixed(2)} AUD`;
