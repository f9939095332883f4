import type { Database } from "@/db/client";
import { findLeadToRoute, loadRoutingSettingsRow, loadSalesHours } from "@/db/queries/inbox-routing";
import { reassignmentDueAt } from "@/domain/inbox/reassignment";

/**
 * When a lead given to someone at `assignedAt` falls due for reassignment (decision 031): the dealership's minutes of
 * its location's sales hours later. Null when the location has no sales hours (nothing to count): the lead stays
 * with its assignee and the manager sees it waiting in the list.
 */
export async function reassignDueAtFor(db: Database, leadId: string, assignedAt: Date): Promise<Date | null> {
  const lead = await findLeadToRoute(db, leadId);
  if (!lead || lead.locationId === null) return null;
  const [settings, hours] = await Promise.all([loadRoutingSettingsRow(db, lead.dealershipId), loadSalesHours(db, [lead.locationId], assignedAt)]);
  const own = hours.get(lead.locationId);
  return own ? reassignmentDueAt(assignedAt, settings.reassignAfterMinutes, own.weekly, own.special, own.timeZone) : null;
}
