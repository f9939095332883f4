import { formatClock24, minutesOf } from "@/domain/locations/local-clock";
import { mainDepartment, type Location } from "@/domain/locations/location";
import { DAY_NAMES, hoursOnDate, type Department, type SpecialHours, type WeeklyHours } from "@/domain/locations/opening-hours";

type Node = Record<string, unknown>;

const DEPARTMENT_TYPES: Readonly<Record<Department, string>> = { sales: "AutoDealer", service: "AutoRepair", parts: "AutoPartsStore" };
const DEPARTMENT_NAMES: Readonly<Record<Department, string>> = { sales: "Sales", service: "Service", parts: "Parts" };

/** One `OpeningHoursSpecification` per distinct span, listing its days (Monday first); closed days are left out, as schema.org reads them. */
function weeklySpecification(weekly: readonly WeeklyHours[]): Node[] {
  const byHours = new Map<string, string[]>();
  for (const weekday of [1, 2, 3, 4, 5, 6, 0]) {
    const entry = weekly.find((w) => w.weekday === weekday);
    const [open, close] = [minutesOf(entry?.open), minutesOf(entry?.close)];
    if (entry?.status !== "Open" || open === null || close === null || close <= open) continue;
    const key = `${formatClock24(open)}-${formatClock24(close)}`;
    byHours.set(key, [...(byHours.get(key) ?? []), DAY_NAMES[weekday]!]);
  }
  return [...byHours].map(([key, days]) => {
    const [opens, closes] = key.split("-");
    return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes };
  });
}

/** Special hours as dated specifications; a closed day opens and closes at 00:00 (schema.org's way to say closed). */
function specialSpecification(special: readonly SpecialHours[]): Node[] {
  return special.map((entry) => {
    const span = hoursOnDate(entry.date, [], [entry]).span;
    return {
      "@type": "OpeningHoursSpecification", validFrom: entry.date, validThrough: entry.date,
      opens: span ? formatClock24(span.open) : "00:00", closes: span ? formatClock24(span.close) : "00:00",
    };
  });
}

const hoursOf = (location: Location, department: Department) => [...weeklySpecification(location.hours[department] ?? []), ...specialSpecification(location.specialHours)];

/**
 * schema.org `AutoDealer` for a location page (issue 13: "Every location page carries AutoDealer JSON-LD with
 * its opening hours"): address, map position, phone, Google rating, the main department's hours with its
 * special hours, and the other departments as `department` entries with their own hours.
 */
export function autoDealerJsonLd(location: Location, url: string, imageUrl?: string | null): Node {
  const main = mainDepartment(location) ?? "sales";
  const { address, rating } = location;
  const others = (Object.keys(location.hours) as Department[]).filter((d) => d !== main && (location.hours[d]?.length ?? 0) > 0);
  const node: Node = {
    "@type": "AutoDealer",
    "@id": `${url}#dealer`,
    name: location.name,
    url,
    image: imageUrl ?? undefined,
    telephone: location.phone ?? undefined,
    address: { "@type": "PostalAddress", streetAddress: address.street, addressLocality: address.city, addressRegion: address.state, postalCode: address.postcode, addressCountry: "AU" },
    geo: address.lat !== null && address.lng !== null ? { "@type": "GeoCoordinates", latitude: address.lat, longitude: address.lng } : undefined,
    hasMap: address.placeUrl ?? undefined,
    openingHoursSpecification: hoursOf(location, main),
    aggregateRating: rating && rating.count > 0 ? { "@type": "AggregateRating", ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } : undefined,
    parentOrganization: { "@type": "Organization", name: location.dealership.name },
    department: others.length > 0
      ? others.map((d) => ({ "@type": DEPARTMENT_TYPES[d], name: `${location.name} ${DEPARTMENT_NAMES[d]}`, openingHoursSpecification: hoursOf(location, d) }))
      : undefined,
  };
  return JSON.parse(JSON.stringify(node)) as Node;
}

/** The page's JSON-LD document: one AutoDealer, or a graph of them for a page listing several locations. */
export function locationsJsonLd(entries: readonly { location: Location; url: string; imageUrl?: string | null }[]): Node {
  const nodes = entries.map((e) => autoDealerJsonLd(e.location, e.url, e.imageUrl));
  return nodes.length === 1 ? { "@context": "https://schema.org", ...nodes[0] } : { "@context": "https://schema.org", "@graph": nodes };
}
