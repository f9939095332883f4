import type { StaffRole } from "./staff-role";

export type StaffPermission = "manage_users" | "manage_settings" | "read_audit_log" | "manage_routing" | "reassign_leads" | "read_reports" | "read_stock" | "edit_prices" | "moderate_reviews" | "edit_pages";

/** Which leads a role works with (issue 33): every lead in scope, their own and unassigned ones, or none. */
export type LeadAccess = "all" | "own_and_unassigned" | "none";

const PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  // "owner: users, settings and everything else"
  owner: ["manage_users", "manage_settings", "read_audit_log", "manage_routing", "reassign_leads", "read_reports", "read_stock", "edit_prices", "moderate_reviews", "edit_pages"],
  // "manager: routing, reassignment and reports"; stock and its prices (decision 046); reviews (decision 047)
  manager: ["manage_routing", "reassign_leads", "read_reports", "read_stock", "edit_prices", "moderate_reviews"],
  // Salespeople read the stock they sell, and quote its prices; they do not set them (decision 046).
  salesperson: ["read_stock"],
  // "marketing: no leads"; the stock and its prices, which the site's marketing is made of (decision 046), and the
  // reviews, the site's public voice (decision 047); the site's content pages (decision 049)
  marketing: ["read_stock", "edit_prices", "moderate_reviews", "edit_pages"],
};

const LEAD_ACCESS: Record<StaffRole, LeadAccess> = { owner: "all", manager: "all", salesperson: "own_and_unassigned", marketing: "none" };

export function hasPermission(role: StaffRole, permission: StaffPermission): boolean {
  return PERMISSIONS[role].includes(permission);
}

export function leadAccess(role: StaffRole): LeadAccess {
  return LEAD_ACCESS[role];
}

/** Whether a staff member may see a lead already known to be in their scope: by role, and for salespeople by assignee. */
export function mayWorkOnLead(member: { id: number; role: StaffRole }, lead: { assigneeId: number | null }): boolean {
  const access = leadAccess(member.role);
  return access === "all" || (access === "own_and_unassigned" && (lead.assigneeId === null || lead.assigneeId === member.id));
}
