import Link from "next/link";
import type { Metadata } from "next";
import { WorkspaceNav, type WorkspaceNavLink } from "@/components/workspace/workspace-nav";
import { hasPermission, type StaffPermission } from "@/domain/staff/role-permissions";
import { getSignedInStaff } from "@/server/staff/with-staff";

export const metadata: Metadata = { title: { default: "Forecourt workspace", template: "%s · Forecourt workspace" }, robots: { index: false, follow: false }, icons: { icon: "/icon.svg" } };

const PAGES: readonly (WorkspaceNavLink & { permission?: StaffPermission })[] = [
  { href: "/", label: "Leads" },
  { href: "/stock", label: "Stock", permission: "read_stock" },
  { href: "/reports", label: "Reports", permission: "read_reports" },
  { href: "/routing", label: "Routing", permission: "manage_routing" },
  { href: "/trade-in", label: "Trade-ins", permission: "manage_settings" },
  { href: "/locations", label: "Locations", permission: "manage_settings" },
  { href: "/reviews", label: "Reviews", permission: "moderate_reviews" },
  { href: "/pages", label: "Pages", permission: "edit_pages" },
  { href: "/users", label: "Users", permission: "manage_users" },
  { href: "/audit-log", label: "Audit log", permission: "read_audit_log" },
  { href: "/account", label: "Account" },
];

/** The dealer workspace (decision 030): served only on the workspace host, never cached. */
export default async function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  const staff = await getSignedInStaff();
  const links = staff ? PAGES.filter((page) => !page.permission || hasPermission(staff.role, page.permission)) : [];
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1 bg-neutral-900 px-4 py-2 text-white">
        <Link href="/" className="text-lg font-bold text-white no-underline">Forecourt workspace</Link>
        {links.length ? <WorkspaceNav links={links} /> : null}
      </header>
      <main id="main" className="mx-auto grid max-w-5xl gap-6 px-4 py-6">{children}</main>
    </>
  );
}
