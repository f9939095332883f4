import type { StaffRole } from "./staff-role";
import type { StaffHome, StaffScope } from "./staff-scope";

/** A dealer's staff member as the workspace sees them. */
export type StaffMember = { id: number; email: string; name: string; role: StaffRole; home: StaffHome; active: boolean };

/** A staff member with the dealerships they cover, as `withStaff` hands them to a page or handler. */
export type ScopedStaffMember = StaffMember & { scope: StaffScope };

/** How staff addresses are compared and stored: trimmed and lowercased. */
export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}
