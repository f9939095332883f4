import { createHash } from "node:crypto";
import type { Database } from "@/db/client";
import { bumpStockVersion, findEditableLocation, listDealershipLocations, retimeLocationLeads, writeLocationHours, type EditableLocation, type ScopeLocation } from "@/db/queries/location-hours-edit";
import { appendAuditEntry, type AuditContext } from "@/db/queries/staff-audit-log";
import type { LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import { localClock } from "@/domain/locations/local-clock";
import { parseLocationHoursEdit } from "@/domain/locations/location-hours-edit";
import { locationHoursFingerprintSource, type StoredLocationHours } from "@/domain/locations/location-hours-form-fields";
import { timeZoneOfState } from "@/domain/locations/time-zone";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { scopeDealershipIds } from "@/domain/staff/staff-scope";
import { wakeJobRunner } from "@/server/jobs/app-job-runner";

/** Who edits locations (decision 045): staff who manage settings, at the locations of the dealerships they cover. */
const reachOf = (staff: ScopedStaffMember) => (hasPermission(staff.role, "manage_settings") ? scopeDealershipIds(staff.scope) : []);

const versionOf = (stored: StoredLocationHours) => createHash("sha256").update(locationHoursFingerprintSource(stored)).digest("base64url");
const localToday = (location: { state: string }, now: Date) => localClock(now, timeZoneOfState(location.state)).date;

export function listEditableLocations(db: Database, staff: ScopedStaffMember): Promise<ScopeLocation[]> {
  return listDealershipLocations(db, reachOf(staff));
}

export type LocationEditorView = { location: EditableLocation; version: string; today: string };

/** A location's editor, or null when the staff member may not edit it (another dealership's is the same as none). */
export async function loadLocationEditor(db: Database, staff: ScopedStaffMember, locationId: number, now: Date): Promise<LocationEditorView | null> {
  const location = await findEditableLocation(db, reachOf(staff), locationId);
  return location ? { location, version: versionOf(location), today: localToday(location, now) } : null;
}

export type SaveLocationHoursOutcome = { kind: "saved" } | { kind: "invalid"; errors: LeadFieldErrors } | { kind: "changed" } | { kind: "not_found" };

/**
 * Saves a location's hours, holidays and phones (issue 34 §Locations) in one transaction with its audit entry. The
 * location's row is locked and its state hashed again: a form loaded before another save (its version differs, or
 * it names a holiday row that is gone) changes nothing and is told so. The new hours show at once: the location
 * pages read them per request, the cached vehicle pages (test-drive slots) follow the stock version moved here, and
 * routing re-times the location's open leads in its next round, which is woken.
 */
export async function saveLocationHours(db: Database, staff: ScopedStaffMember, locationId: number, input: unknown, context: AuditContext): Promise<SaveLocationHoursOutcome> {
  const reach = reachOf(staff);
  const before = await findEditableLocation(db, reach, locationId);
  if (!before) return { kind: "not_found" };
  const parsed = parseLocationHoursEdit(input, localToday(before, context.now));
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const { edit } = parsed;
  const outcome = await db.transaction(async (tx): Promise<SaveLocationHoursOutcome> => {
    const location = await findEditableLocation(tx, reach, locationId, true);
    if (!location) return { kind: "not_found" };
    const holidayIds = new Set(location.special.map((s) => s.id));
    const named = [...edit.removedHolidayIds, ...edit.holidays.flatMap((h) => (h.id === null ? [] : [h.id]))];
    if (versionOf(location) !== edit.version || named.some((id) => !holidayIds.has(id))) return { kind: "changed" };
    await writeLocationHours(tx, location.id, edit);
    await bumpStockVersion(tx, location.dealershipId, context.now);
    await retimeLocationLeads(tx, location, context.now);
    await appendAuditEntry(tx, {
      home: { dealershipId: location.dealershipId, dealerGroupId: null }, actorId: staff.id, action: "location_hours", clientIp: context.clientIp, at: context.now,
      detail: {
        locationId: location.id, location: location.name, departments: Object.keys(edit.weekly),
        holidays: edit.holidays.map((h) => h.date), removedHolidays: location.special.filter((s) => edit.removedHolidayIds.includes(s.id)).map((s) => s.date), phones: edit.phones,
      },
    });
    return { kind: "saved" };
  });
  if (outcome.kind === "saved") wakeJobRunner();
  return outcome;
}
