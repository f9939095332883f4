import type { Database } from "@/db/client";
import { appendAuditEntry, type AuditContext } from "@/db/queries/staff-audit-log";
import { listTradeInMargins, replaceTradeInMargin } from "@/db/queries/trade-in-margins";
import { fieldErrors } from "@/domain/staff/staff-forms";
import { tradeInMarginSchema } from "@/domain/market/trade-in-margin-schema";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { scopeCoversDealership } from "@/domain/staff/staff-scope";

const mayManage = (staff: ScopedStaffMember, dealershipId: number) => hasPermission(staff.role, "manage_settings") && scopeCoversDealership(staff.scope, dealershipId);

/** A dealership's trade-in margin for a staff member who may set it; null otherwise. */
export async function loadTradeInMargin(db: Database, staff: ScopedStaffMember, dealershipId: number): Promise<number | null> {
  if (!mayManage(staff, dealershipId)) return null;
  return (await listTradeInMargins(db, [dealershipId])).get(dealershipId) ?? null;
}

export type SaveTradeInMarginOutcome = { kind: "saved" } | { kind: "invalid"; errors: Record<string, string> } | { kind: "changed" } | { kind: "forbidden" };

/** An owner sets the margin (decision 048): checked, changed only if nobody changed it since the form loaded, and audited, in one transaction. */
export async function saveTradeInMargin(db: Database, staff: ScopedStaffMember, dealershipId: number, input: unknown, context: AuditContext): Promise<SaveTradeInMarginOutcome> {
  if (!mayManage(staff, dealershipId)) return { kind: "forbidden" };
  const parsed = tradeInMarginSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", errors: fieldErrors(parsed.error) };
  const { margin_percent: to, loaded_percent: from } = parsed.data;
  return db.transaction(async (tx): Promise<SaveTradeInMarginOutcome> => {
    if (!(await replaceTradeInMargin(tx, dealershipId, from, to))) return { kind: "changed" };
    await appendAuditEntry(tx, { home: staff.home, actorId: staff.id, action: "trade_in_margin", detail: { dealershipId, from, to }, clientIp: context.clientIp, at: context.now });
    return { kind: "saved" };
  });
}
