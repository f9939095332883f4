import { DEPARTMENTS, type Department, type SpecialHours, type WeeklyHours } from "./opening-hours";

/** Spec 001 §3 Location: location_type. */
export const LOCATION_TYPES = ["sales", "service", "parts", "service-and-parts"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export type LocationAddress = {
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number | null;
  lng: number | null;
  placeId: string | null;
  placeUrl: string | null;
};

/** A dealership location as pages show it (spec 001 §3 Location, Opening hour entry, Special hours). */
export type Location = {
  id: number;
  slug: string;
  name: string;
  locationType: LocationType | null;
  primary: boolean;
  dealership: { id: number; slug: string; name: string };
  address: LocationAddress;
  phone: string | null;
  imageUrl: string | null;
  /** The location's Google rating; null when it has no reviews. */
  rating: { average: number; count: number } | null;
  dealerLicenseNumber: string | null;
  motorVehicleRepairer: string | null;
  /** Weekly hours of each department that has any, in local time. */
  hours: Partial<Record<Department, WeeklyHours[]>>;
  /** Today's and later special hours (public holidays), for every department. */
  specialHours: SpecialHours[];
};

/** The departments with hours, in the selector's order (sales, service, parts). */
export function departmentsOf(location: Pick<Location, "hours">): Department[] {
  return DEPARTMENTS.filter((department) => (location.hours[department]?.length ?? 0) > 0);
}

/** The department a location is about: its type's (service first for a service-and-parts centre), else the first with hours. */
export function mainDepartment(location: Pick<Location, "hours" | "locationType">): Department | null {
  const departments = departmentsOf(location);
  const wanted: Department = location.locationType === "service" || location.locationType === "service-and-parts" ? "service" : location.locationType === "parts" ? "parts" : "sales";
  return departments.includes(wanted) ? wanted : (departments[0] ?? null);
}
