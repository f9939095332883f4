const normalise = (city: string | null | undefined) => (city ?? "").trim().toLowerCase();

/**
 * Spec 000 §2: "Location banner 'Located at {city}' with 'Get Directions' when the car's city differs
 * from the dealership's primary location; dismissible." Null when no banner is due.
 */
export function locationBannerText(carCity: string | null | undefined, primaryCity: string | null | undefined): string | null {
  const car = normalise(carCity);
  if (!car || !normalise(primaryCity) || car === normalise(primaryCity)) return null;
  return `Located at ${carCity!.trim()}`;
}
