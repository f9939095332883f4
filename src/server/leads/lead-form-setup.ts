import type { LeadFormOption, LeadFormSetup } from "@/domain/leads/lead-form-config";
import type { Database } from "@/db/client";
import { findTestDriveLocation } from "@/db/queries/locations";
import { testDriveSlots } from "@/domain/leads/test-drive-slots";
import { timeZoneOfState } from "@/domain/locations/time-zone";
import type { Site } from "@/domain/site/site";
import { leadFormContextFor } from "./submit-lead";

type TestDriveChoices = { testDriveSlots: string[]; distributionLocations: LeadFormOption[] };

/** Seeded and imported as `[{ id, name }]`; anything else offers no choice. */
function distributionOptions(value: unknown): LeadFormOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
    return typeof id === "number" && id > 0 && typeof name === "string" ? [{ value: String(id), label: name }] : [];
  });
}

/** A car's test-drive choices: slots in its location's sales hours, special hours overriding (issue 6), and its distribution locations. */
async function loadTestDriveChoices(db: Database, locationId: number, now: Date): Promise<TestDriveChoices> {
  const location = await findTestDriveLocation(db, locationId, now);
  if (!location) return { testDriveSlots: [], distributionLocations: [] };
  return {
    testDriveSlots: testDriveSlots({ weekly: location.weekly, special: location.special, now, timeZone: timeZoneOfState(location.state) }),
    distributionLocations: distributionOptions(location.distributionLocations),
  };
}

/** The site's form rules (the same context the server validates with), the names of its choices, and a car's test-drive slots. */
export async function loadLeadFormSetup(db: Database, site: Site, car?: { locationId: number | null }, now = new Date()): Promise<LeadFormSetup> {
  const { locations, ...context } = await leadFormContextFor(db, site);
  const choices = car?.locationId ? await loadTestDriveChoices(db, car.locationId, now) : undefined;
  return {
    context,
    locations: locations.map((l) => ({ value: String(l.id), label: l.name === l.city || !l.city ? l.name : `${l.name}, ${l.city}`, dealershipSlug: l.dealershipSlug })),
    dealerships: site.dealerships.map((d) => ({ value: d.slug, label: d.name })),
    ...choices,
  };
}
