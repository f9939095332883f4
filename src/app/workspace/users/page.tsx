import { getDatabase } from "@/db/connection";
import { listScopeDealerships } from "@/db/queries/staff-dealerships";
import { listStaffUsers } from "@/db/queries/staff-users";
import { HorizontalScroll } from "@/components/ui/horizontal-scroll";
import { WorkspaceForm } from "@/components/workspace/workspace-form";
import { STAFF_ROLES } from "@/domain/staff/staff-role";
import { deactivateStaffAction, inviteStaffAction } from "@/server/staff/workspace-actions";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Users" };

/** Owners: the users of their scope, an invitation form and deactivation. */
export default async function UsersPage() {
  const owner = await requireStaff("manage_users");
  const db = (await getDatabase()).db;
  const [users, { group, dealerships }] = await Promise.all([listStaffUsers(db, owner.scope), listScopeDealerships(db, owner.scope)]);
  const names = new Map(dealerships.map((d) => [d.id, d.name]));
  const homes = [...(group ? [{ value: `group:${group.id}`, label: `${group.name} (every dealership)` }] : []), ...dealerships.map((d) => ({ value: `dealership:${d.id}`, label: d.name }))];
  return (
    <>
      <h1 className="text-2xl font-bold">Users</h1>
      <HorizontalScroll label="Users">
        <table className="w-full text-left text-sm">
          <thead><tr><th scope="col">Name</th><th scope="col">Role</th><th scope="col">Works at</th><th scope="col"><span className="sr-only">Actions</span></th></tr></thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} className="border-t border-line">
                <td className="py-2">{u.name}<br /><span className="text-ink-muted">{u.email}</span></td>
                <td>{u.role}</td>
                <td>{u.home.dealershipId !== null ? names.get(u.home.dealershipId) : group?.name}</td>
                <td>{!u.active ? "Deactivated" : u.id === owner.id ? "You" : (
                  <WorkspaceForm action={deactivateStaffAction} permalink="/users" label={`Deactivate ${u.name}`} submitLabel="Deactivate" hidden={{ staff_user_id: String(u.id) }} fields={[]} quiet />
                )}</td>
              </tr>
            ))}
          </tbody>
      </table>
      </HorizontalScroll>
      <section aria-labelledby="invite-heading" className="grid gap-3">
        <h2 id="invite-heading" className="text-xl font-bold">Invite someone</h2>
        <WorkspaceForm action={inviteStaffAction} permalink="/users" label="Invite" submitLabel="E-mail an invitation" fields={[
          { name: "name", label: "Name", autoComplete: "off", maxLength: 120 },
          { name: "email", label: "E-mail", type: "email", autoComplete: "off", inputMode: "email", maxLength: 254 },
          { name: "role", label: "Role", options: STAFF_ROLES.map((r) => ({ value: r, label: r })) },
          { name: "home", label: "Works at", options: homes },
        ]} />
      </section>
    </>
  );
}
