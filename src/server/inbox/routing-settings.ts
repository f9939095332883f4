import { randomUUID } from "node:crypto";
import type { Database } from "@/db/client";
import { listDealershipStaff, loadRoutingSettingsRow, saveRoutingSettingsRow, type DealershipStaffMember, type StoredRoutingSettings } from "@/db/queries/inbox-routing";
import { appendAuditEntry, type AuditContext } from "@/db/queries/staff-audit-log";
import { parseRoutingSettings, ROUTING_SETTINGS_MESSAGES } from "@/domain/inbox/routing-settings-schema";
import type { LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { scopeCoversDealership } from "@/domain/staff/staff-scope";

export type RoutingSettingsView = { settings: StoredRoutingSettings; salespeople: DealershipStaffMember[] };

const mayManage = (manager: ScopedStaffMember, dealershipId: number) => hasPermission(manager.role, "manage_routing") && scopeCoversDealership(manager.scope, dealershipId);

/** A dealership's routing settings and the salespeople its rules can name; null when the staff member may not manage them. */
export async function loadRoutingSettings(db: Database, manager: ScopedStaffMember, dealershipId: number): Promise<RoutingSettingsView | null> {
  if (!mayManage(manager, dealershipId)) return null;
  const [settings, salespeople] = await Promise.all([loadRoutingSettingsRow(db, dealershipId), listDealershipStaff(db, dealershipId, ["salesperson"])]);
  return { settings, salespeople };
}

export type SaveRoutingOutcome = { kind: "saved" } | { kind: "invalid"; errors: LeadFieldErrors } | { kind: "forbidden" };

/**
 * A manager saves a dealership's rules and timer (decision 031): checked field by field (a rule naming someone who
 * is not an active salesperson of the dealership names that rule's field), saved with the audit entry in one
 * transaction. A new rule gets its id here; a kept rule keeps its id and so its place in the rotation.
 */
export async function saveRoutingSettings(db: Database, manager: ScopedStaffMember, dealershipId: number, input: unknown, context: AuditContext = { now: new Date(), clientIp: null }): Promise<SaveRoutingOutcome> {
  if (!mayManage(manager, dealershipId)) return { kind: "forbidden" };
  const parsed = parseRoutingSettings(input);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const salespeople = new Set((await listDealershipStaff(db, dealershipId, ["salesperson"])).map((person) => String(person.id)));
  const errors: LeadFieldErrors = {};
  parsed.settings.rules.forEach((rule, index) => {
    if (rule.staffIds.some((id) => !salespeople.has(id))) errors[`rules.${index}.staff_ids`] = ROUTING_SETTINGS_MESSAGES.staff;
  });
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const rules = parsed.settings.rules.map((rule) => ({ ...rule, id: rule.id ?? randomUUID() }));
  await db.transaction(async (tx) => {
    await saveRoutingSettingsRow(tx, dealershipId, { rules, reassignAfterMinutes: parsed.settings.reassignAfterMinutes }, manager.id, context.now);
    await appendAuditEntry(tx, {
      home: manager.home, actorId: manager.id, action: "routing_settings", detail: { dealershipId, rules: rules.length, reassignAfterMinutes: parsed.settings.reassignAfterMinutes },
      clientIp: context.clientIp, at: context.now,
    });
  });
  return { kind: "saved" };
}
