import type { Location } from "@/domain/locations/location";
import type { WeeklyHours } from "@/domain/locations/opening-hours";

const week = (weekdays: readonly [string, string] | null, saturday: readonly [string, string] | null, sunday: readonly [string, string] | null = null): WeeklyHours[] =>
  [sunday, weekdays, weekdays, weekdays, weekdays, weekdays, saturday].map((hours, weekday) => ({ weekday, status: hours ? "Open" : "Closed", open: hours?.[0] ?? null, close: hours?.[1] ?? null }));

/** A NSW sales location with sales, service and parts hours and two holidays; tests override what they exercise. */
export function locationFixture(overrides: Partial<Location> = {}): Location {
  return {
    id: 1,
    slug: "harbour-toyota-broadmeadow",
    name: "Harbour Toyota Broadmeadow",
    locationType: "sales",
    primary: true,
    dealership: { id: 1, slug: "harbour-toyota", name: "Harbour Toyota" },
    address: { street: "215 Lambton Road", city: "Broadmeadow", state: "NSW", postcode: "2292", lat: -32.92, lng: 151.73, placeId: "ChIJtest", placeUrl: "https://www.google.com/maps/search/?api=1&query=Harbour" },
    phone: "(02) 5550 1100",
    imageUrl: null,
    rating: { average: 4.56, count: 12 },
    dealerLicenseNumber: "MD12345",
    motorVehicleRepairer: "MVRL54321",
    hours: {
      sales: week(["08:30", "17:30"], ["08:00", "12:00"]),
      service: week(["07:30", "17:00"], null),
      parts: week(["08:00", "17:00"], ["08:00", "12:00"]),
    },
    specialHours: [
      { date: "2025-12-25", name: "Christmas Day", status: "Closed", startHour: null, endHour: null },
      { date: "2025-12-26", name: "Boxing Day", status: "Open", startHour: "09:00", endHour: "13:00" },
    ],
    ...overrides,
  };
}
