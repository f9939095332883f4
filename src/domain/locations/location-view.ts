import { displayPhoneNumber, type DisplayPhone } from "@/domain/phone/phone-number";
import { directionsHref } from "./directions";
import { upcomingHolidayHours, type HolidayLine } from "./holiday-hours";
import { localClock } from "./local-clock";
import { departmentsOf, mainDepartment, type Location } from "./location";
import { openStatus, type OpenStatus } from "./open-status";
import { DEPARTMENT_LABELS, weeklyHoursLines, type Department, type HoursLine } from "./opening-hours";
import { timeZoneOfState } from "./time-zone";

export type DepartmentHours = { department: Department; label: string; status: OpenStatus; lines: HoursLine[] };

/** What a location card, tab or page shows, worked out for one moment on the location's own clock. */
export type LocationView = {
  slug: string;
  name: string;
  dealership: { slug: string; name: string };
  addressLines: [street: string, locality: string];
  phone: DisplayPhone | null;
  imageUrl: string | null;
  /** Spec 001 §9: "ratings with 1 decimal". */
  rating: { value: string; count: number } | null;
  licences: { label: string; number: string }[];
  /** The main department's status (sales, or service at a service centre); null without any hours. */
  status: OpenStatus | null;
  mainDepartment: Department | null;
  departments: DepartmentHours[];
  holidays: HolidayLine[];
  /** The zone's abbreviation at that moment ('AEST', 'AEDT', 'AWST'), so a reader in another state knows whose clock. */
  zoneAbbreviation: string;
  point: { lat: number; lng: number } | null;
  links: { page: string; stock: string; contact: string; directions: string };
};

function zoneAbbreviation(now: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat("en-AU", { timeZone, timeZoneName: "short" }).formatToParts(now).find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** A Google rating as shown: spec 001 §9 "ratings with 1 decimal"; none without reviews. */
export function ratingView(rating: { average: number; count: number } | null): LocationView["rating"] {
  return rating && rating.count > 0 ? { value: rating.average.toFixed(1), count: rating.count } : null;
}

function licences(location: Location): LocationView["licences"] {
  return [
    ...(location.dealerLicenseNumber ? [{ label: "Dealer licence", number: location.dealerLicenseNumber }] : []),
    ...(location.motorVehicleRepairer ? [{ label: "Motor vehicle repairer licence", number: location.motorVehicleRepairer }] : []),
  ];
}

export function locationView(location: Location, now: Date): LocationView {
  const timeZone = timeZoneOfState(location.address.state);
  const clock = localClock(now, timeZone);
  const special = location.specialHours;
  const departments = departmentsOf(location).map((department): DepartmentHours => {
    const weekly = location.hours[department] ?? [];
    return { department, label: DEPARTMENT_LABELS[department], status: openStatus({ weekly, special, now, timeZone }), lines: weeklyHoursLines(weekly, clock.weekday) };
  });
  const main = mainDepartment(location);
  const { address } = location;
  return {
    slug: location.slug,
    name: location.name,
    dealership: { slug: location.dealership.slug, name: location.dealership.name },
    addressLines: [address.street, `${address.city} ${address.state} ${address.postcode}`],
    phone: location.phone ? displayPhoneNumber(location.phone) : null,
    imageUrl: location.imageUrl,
    rating: ratingView(location.rating),
    licences: licences(location),
    status: departments.find((d) => d.department === main)?.status ?? null,
    mainDepartment: main,
    departments,
    holidays: upcomingHolidayHours(special, clock.date),
    zoneAbbreviation: zoneAbbreviation(now, timeZone),
    point: address.lat !== null && address.lng !== null ? { lat: address.lat, lng: address.lng } : null,
    links: { page: `/locations/${location.slug}`, stock: `/search/${location.slug}`, contact: `/contact-us/${location.slug}`, directions: directionsHref(address) },
  };
}
